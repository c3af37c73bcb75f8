/**
 * The injection suite's payloads, written for this project after the classes of the OWASP
 * XSS filter evasion cheat sheet: tags, event handlers, URL schemes, entity and encoding
 * tricks, mutation XSS, SVG and MathML, broken quotes, template syntax. Each one calls
 * `__xss("<ID>")` if it ever runs; `ID` is replaced by the place it was put, so a run names
 * where it came from.
 */

export interface Payload {
  /** The cheat sheet's class. */
  kind: 'tag' | 'handler' | 'scheme' | 'entity' | 'mutation' | 'svg-math' | 'quotes' | 'template';
  /** `ID` marks where the place's id goes. */
  text: string;
}

const call = 'top.__xss("ID")';

/** Payloads for text: JSON strings, text content, attributes, HTML replies. */
export const TEXT_PAYLOADS: readonly Payload[] = [
  { kind: 'tag', text: `<script>${call}</script>` },
  { kind: 'tag', text: `<SCRIPT SRC="data:text/javascript,${call}"></SCRIPT>` },
  { kind: 'tag', text: `<scr<script>ipt>${call}</scr</script>ipt>` },
  { kind: 'tag', text: `</script><script>${call}</script>` },
  { kind: 'tag', text: `<iframe srcdoc="<script>${call}</script>"></iframe>` },
  { kind: 'tag', text: `<iframe src="javascript:${call}"></iframe>` },
  { kind: 'tag', text: `<object data="javascript:${call}"></object>` },
  { kind: 'tag', text: `<embed src="javascript:${call}">` },
  { kind: 'tag', text: `<meta http-equiv="refresh" content="0;url=javascript:${call}">` },
  { kind: 'tag', text: `<base href="javascript:${call}//">` },
  { kind: 'tag', text: `<link rel="import" href="data:text/html,<script>${call}</script>">` },
  { kind: 'handler', text: `<img src=x onerror=${call}>` },
  { kind: 'handler', text: `<img src="x" ONERROR="${call}">` },
  { kind: 'handler', text: `<body onload=${call}>` },
  { kind: 'handler', text: `<details open ontoggle=${call}>` },
  { kind: 'handler', text: `<input autofocus onfocus=${call}>` },
  { kind: 'handler', text: `<video><source onerror=${call}></video>` },
  { kind: 'handler', text: `<audio src=x onerror=${call}>` },
  { kind: 'handler', text: `<div style="width:100px;height:100px" onmouseover=${call} onpointerenter=${call}>hover</div>` },
  { kind: 'handler', text: `<form><button formaction="javascript:${call}">go</button></form>` },
  { kind: 'handler', text: `<marquee onstart=${call}>m</marquee>` },
  { kind: 'handler', text: `<img src=x:x onerror=${call}//` },
  { kind: 'scheme', text: `<a href="javascript:${call}">link</a>` },
  { kind: 'scheme', text: `<a href="JaVaScRiPt:${call}">link</a>` },
  { kind: 'scheme', text: `<a href="java&#x09;script:${call}">link</a>` },
  { kind: 'scheme', text: `<a href="vbscript:${call}">link</a>` },
  { kind: 'scheme', text: `<a href="data:text/html,<script>${call}</script>">link</a>` },
  { kind: 'entity', text: `&lt;img src=x onerror=${call}&gt;` },
  { kind: 'entity', text: `&#60;img src=x onerror=${call}&#62;` },
  { kind: 'entity', text: `&amp;lt;script&amp;gt;${call}&amp;lt;/script&amp;gt;` },
  { kind: 'entity', text: `<img src=x onerror="&#116;&#111;&#112;.__xss('ID')">` },
  { kind: 'entity', text: `\\u003cimg src=x onerror=${call}\\u003e` },
  { kind: 'entity', text: `%3Cimg%20src%3Dx%20onerror%3D${encodeURIComponent(call)}%3E` },
  { kind: 'mutation', text: `<noscript><p title="</noscript><img src=x onerror=${call}>">` },
  { kind: 'mutation', text: `<math><mtext><table><mglyph><style><img src=x onerror=${call}>` },
  { kind: 'mutation', text: `<svg></p><style><a id="</style><img src=1 onerror=${call}>">` },
  { kind: 'mutation', text: `<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=${call}>` },
  { kind: 'mutation', text: `<template><img src=x onerror=${call}></template>` },
  { kind: 'svg-math', text: `<svg onload=${call}>` },
  { kind: 'svg-math', text: `<svg><script>${call}</script></svg>` },
  { kind: 'svg-math', text: `<svg><a xlink:href="javascript:${call}"><text x="10" y="20">s</text></a></svg>` },
  { kind: 'svg-math', text: `<svg><animate onbegin=${call} attributeName=x dur=1s>` },
  { kind: 'svg-math', text: `<math><maction actiontype="statusline" xlink:href="javascript:${call}">m</maction></math>` },
  { kind: 'quotes', text: `"><img src=x onerror=${call}>` },
  { kind: 'quotes', text: `'><svg onload=${call}>` },
  { kind: 'quotes', text: `"\\u0022}];${call};//` },
  { kind: 'quotes', text: `'-${call}-'` },
  { kind: 'quotes', text: `"onmouseover="${call}" x="` },
  { kind: 'template', text: `{{constructor.constructor('${call.replace(/"/g, '\\"')}')()}}` },
  { kind: 'template', text: `\${${call}}` },
];

/** Payloads for addresses: href and src from JSON, data-* attributes and markup. */
export const URL_PAYLOADS: readonly Payload[] = [
  { kind: 'scheme', text: `javascript:${call}` },
  { kind: 'scheme', text: `JaVaScRiPt:${call}` },
  { kind: 'scheme', text: `java\tscript:${call}` },
  { kind: 'scheme', text: `java\nscript:${call}` },
  { kind: 'scheme', text: ` \u0001javascript:${call}` },
  { kind: 'scheme', text: `javascript://%0A${call}` },
  { kind: 'scheme', text: `vbscript:${call}` },
  { kind: 'scheme', text: `data:text/html,<script>${call}</script>` },
  { kind: 'scheme', text: `data:text/html;base64,PHNjcmlwdD50b3AuX194c3MoIklEIik8L3NjcmlwdD4=` },
  { kind: 'scheme', text: `data:text/javascript,${call}` },
  { kind: 'scheme', text: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${call}"/>` },
  { kind: 'entity', text: `javascript&colon;${call}` },
  { kind: 'entity', text: `&#106;avascript:${call}` },
  { kind: 'entity', text: `javascript&#x3A;${call}` },
  { kind: 'quotes', text: `/ok" onclick="${call}` },
];

/** A payload written for one place. */
export const placed = (payload: Payload, id: string) => payload.text.replaceAll('ID', id);
