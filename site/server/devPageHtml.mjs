/** The plain page the dev site's own screens (checkout stand-ins, config, /__dev/) share. */
import { escapeHtml } from './htmlText.mjs';

/** @param {string} title @param {string} bodyHtml already-escaped body markup */
export function devPage(title, bodyHtml) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 72rem; padding: 0 1rem; color: #1d1d1f; }
table { border-collapse: collapse; width: 100%; margin: 0.5rem 0 2rem; font-size: 13px; }
th, td { border: 1px solid #ccc; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
td { max-width: 32rem; overflow-wrap: anywhere; }
pre { background: #f4f4f5; padding: 0.75rem; overflow: auto; }
code { font-size: 13px; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${bodyHtml}
</body>
</html>`;
}

/** A definition list of name → value, escaped. @param {Record<string, unknown>} entries */
export function definitionList(entries) {
  const rows = Object.entries(entries)
    .map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd><code>${escapeHtml(typeof v === 'string' ? v : JSON.stringify(v))}</code></dd>`)
    .join('\n');
  return `<dl>${rows || '<dt>(none)</dt>'}</dl>`;
}
