// A progress line for long commands (bisect, bench): rewritten in place on stderr when stderr is a terminal,
// silent otherwise and always under --json, so that piped output and JSON consumers see only the result.
export interface Progress {
  /** Replaces the line with `text`. */
  update(text: string): void;
  /** Clears the line (before the result is printed, and on exit). */
  done(): void;
}

export interface ProgressStream {
  readonly isTTY?: boolean;
  write(s: string): unknown;
}

export function createProgress(options: { json: boolean; stream?: ProgressStream }): Progress {
  const stream = options.stream ?? process.stderr;
  const silent = () => undefined;
  if (options.json || stream.isTTY !== true) return { update: silent, done: silent };
  let shown = false;
  return {
    update(text) {
      // \r + erase-to-end-of-line: one line, rewritten; cut to a terminal-ish width so it never wraps.
      stream.write(`\r\x1b[K${text.length > 150 ? `${text.slice(0, 149)}…` : text}`);
      shown = true;
    },
    done() {
      if (shown) stream.write('\r\x1b[K');
      shown = false;
    },
  };
}
