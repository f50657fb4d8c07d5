// Every relative link in README.md and docs/*.md resolves to a file of this repository (a clone has nothing
// beside it: the README once pointed at ../shared/DESIGN.md, which no clone has), and a #fragment into a
// Markdown file names one of its headings. Links are `[text](target)` and `[ref]: target` outside fenced code,
// plus code spans that spell an explicit relative path (`../x.md`, `./y`). Each target is also among this
// project's test inputs (project.json), so that deleting or renaming it re-runs this check.
import { existsSync, mkdtempSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function headingsOf(markdown: string): Set<string> {
  return new Set([...outsideFences(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)].map((m) => slugOf(m[1].replace(/`/g, ''))));
}

/** The text with fenced code blocks blanked (line numbers kept). */
function outsideFences(markdown: string): string {
  let fenced = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return '';
      }
      return fenced ? '' : line;
    })
    .join('\n');
}

interface Link {
  readonly line: number;
  readonly target: string;
}

function linksOf(markdown: string): Link[] {
  const out: Link[] = [];
  outsideFences(markdown)
    .split('\n')
    .forEach((text, i) => {
      for (const m of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) out.push({ line: i + 1, target: m[1] });
      const ref = /^\s*\[[^\]]+\]:\s*<?(\S+?)>?(\s|$)/.exec(text);
      if (ref) out.push({ line: i + 1, target: ref[1] });
      for (const m of text.matchAll(/`(\.\.?\/[^`\s]+)`/g)) out.push({ line: i + 1, target: m[1] });
    });
  return out.filter((l) => !/^[a-z][a-z0-9+.-]*:/i.test(l.target)); // http:, https:, mailto: are not files
}

/** The problems of the links of `file` (absolute), paths shown relative to `root`; empty when none. */
function brokenLinks(file: string, root: string): string[] {
  const problems: string[] = [];
  const shown = relative(root, file);
  for (const { line, target } of linksOf(readFileSync(file, 'utf8'))) {
    const [pathPart, fragment] = target.split('#', 2) as [string, string | undefined];
    const resolved = pathPart === '' ? file : resolve(dirname(file), decodeURI(pathPart));
    const where = `${shown}:${line}: '${target}'`;
    if (resolved !== root && !resolved.startsWith(root + sep)) problems.push(`${where} points outside the repository`);
    else if (!existsSync(resolved)) problems.push(`${where} does not exist`);
    else if (fragment !== undefined && resolved.endsWith('.md') && statSync(resolved).isFile() && !headingsOf(readFileSync(resolved, 'utf8')).has(fragment)) {
      problems.push(`${where}: no heading '#${fragment}' in ${relative(root, resolved)}`);
    }
  }
  return problems;
}

/** The files the check covers: README.md and docs/*.md. */
function documents(root: string): string[] {
  const docs = join(root, 'docs');
  return [join(root, 'README.md'), ...(existsSync(docs) ? readdirSync(docs).filter((f) => f.endsWith('.md')).map((f) => join(docs, f)) : [])];
}

/** `{workspaceRoot}/a/**\/*` style inputs as regular expressions over repository-relative paths. */
function inputPatterns(): RegExp[] {
  const project = JSON.parse(readFileSync(join(ROOT, 'tools/workspace-checks/project.json'), 'utf8')) as { targets: { test: { inputs: unknown[] } } };
  return project.targets.test.inputs
    .filter((i): i is string => typeof i === 'string' && i.startsWith('{workspaceRoot}/'))
    .map((i) => i.slice('{workspaceRoot}/'.length))
    .map((glob) => new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*\//g, '(.*/)?').replace(/\*\*/g, '.*').replace(/\*/g, '[^/]*')}$`));
}

describe('relative links in README.md and docs/*.md', () => {
  it('covers the README and the design document', () => {
    const files = documents(ROOT).map((f) => relative(ROOT, f));
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/design.md', 'docs/bisect.md']));
  });

  it('each resolves to a file of the repository (and a heading, with a #fragment)', () => {
    expect(documents(ROOT).flatMap((f) => brokenLinks(f, ROOT))).toEqual([]);
  });

  it("each target is among this project's test inputs (deleting it re-runs the check)", () => {
    const patterns = inputPatterns();
    const targets = documents(ROOT).flatMap((f) =>
      linksOf(readFileSync(f, 'utf8'))
        .map((l) => l.target.split('#')[0])
        .filter((p) => p !== '')
        .map((p) => relative(ROOT, resolve(dirname(f), p))),
    );
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.filter((t) => !patterns.some((re) => re.test(t)) && !patterns.some((re) => re.test(`${t}/x`)))).toEqual([]);
  });

  it('negative controls: a link out of the repository, a missing file, a missing heading, a code-span path all go red', () => {
    const root = mkdtempSync(join(tmpdir(), 'doc-links-'));
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'docs', 'design.md'), '# Design\n\n## 8. Command contract (stable names)\n');
    writeFileSync(
      join(root, 'README.md'),
      [
        'See [the design](docs/design.md) and [§8](docs/design.md#8-command-contract-stable-names).', // fine
        'See `../shared/DESIGN.md` for the design.', // the old README's link
        'Also [gone](docs/gone.md), [bad anchor](docs/design.md#9-nothing) and [outside](../elsewhere.md).',
        '```',
        '[in a fence](docs/not-checked.md)',
        '```',
        '[web](https://example.org/x.md)',
        '',
      ].join('\n'),
    );
    expect(brokenLinks(join(root, 'README.md'), root)).toEqual([
      "README.md:2: '../shared/DESIGN.md' points outside the repository",
      "README.md:3: 'docs/gone.md' does not exist",
      "README.md:3: 'docs/design.md#9-nothing': no heading '#9-nothing' in docs/design.md",
      "README.md:3: '../elsewhere.md' points outside the repository",
    ]);
  });

  it('slugs headings as GitHub does', () => {
    expect(slugOf('8. Command contract (stable names; keep them working)')).toBe('8-command-contract-stable-names-keep-them-working');
    expect(slugOf('Baseline format')).toBe('baseline-format');
  });
});
