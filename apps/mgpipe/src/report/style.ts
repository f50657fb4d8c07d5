// The report's stylesheet, inlined in the page (no external file: the report is one file that opens offline).
export const STYLE = `
:root { --ink: #2e3440; --muted: #667085; --line: #e4e7ec; --bg: #f6f7f9; --card: #fff; --ok: #1a7f37; --bad: #cf222e; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--ink); font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 1400px; margin: 0 auto; padding: 28px 32px 48px; }
header { margin-bottom: 8px; }
h1 { font-size: 24px; margin: 0 0 6px; display: flex; align-items: center; gap: 12px; }
h2 { font-size: 17px; margin: 32px 0 12px; padding-bottom: 6px; border-bottom: 1px solid var(--line); }
h3 { font-size: 14px; margin: 0 0 2px; }
code { font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.cmd { display: inline-block; background: #eef1f6; border-radius: 6px; padding: 3px 8px; color: #3b4252; }
.badge { font-size: 12px; font-weight: 700; letter-spacing: .04em; padding: 3px 9px; border-radius: 999px; color: #fff; }
.badge.ok { background: var(--ok); } .badge.bad { background: var(--bad); }
.summary { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 8px 16px; margin: 16px 0 0; }
.summary div { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 8px 12px; }
.summary div.wide { grid-column: span 2; }
.summary dt { color: var(--muted); font-size: 11px; text-transform: uppercase; letter-spacing: .05em; }
.summary dd { margin: 2px 0 0; font-weight: 600; overflow-wrap: anywhere; }
.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(520px, 1fr)); gap: 16px; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 14px 16px; margin: 0; }
.chart figcaption p, .note { color: var(--muted); margin: 0 0 8px; font-size: 12.5px; }
.chart svg { max-width: 100%; height: auto; display: block; }
.shots { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 14px; margin-bottom: 14px; }
.shots.zooms { grid-template-columns: repeat(3, minmax(0, 240px)); }
.shot { margin: 0; background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 10px; }
.shot img { display: block; max-width: 100%; height: auto; border-radius: 4px; }
.shot img.frame { width: 100%; }
.shot img.frame.small { image-rendering: pixelated; }
.shot img.zoom { width: 100%; image-rendering: pixelated; }
.shot figcaption { color: var(--muted); font-size: 12px; margin-top: 6px; text-align: center; }
table { border-collapse: collapse; width: 100%; margin-top: 10px; font-size: 12.5px; }
th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid var(--line); }
td.fail { color: var(--bad); font-weight: 600; } td.pass { color: var(--ok); font-weight: 600; }
details.card { margin-top: 12px; } details.card > summary { cursor: pointer; font-weight: 600; }
.tree { font: 12px/1.6 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; max-height: 640px; overflow: auto; }
.tree details { margin-left: 14px; } .tree > details { margin-left: 0; }
.tree summary { cursor: pointer; } .tree .leaf { margin-left: 28px; }
.tree .k { color: #5e4db2; } .tree .v { color: #1f6f43; } .tree .n { color: var(--muted); }
footer { margin-top: 40px; color: var(--muted); font-size: 12px; }
`;
