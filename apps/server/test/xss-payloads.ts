// Script injection attempts for board texts, shared by the server test (what the sanitizer keeps)
// and the browser test (nothing runs). Each would set window.__xss or request the marker path if
// it ran; `kept` is the HTML the server stores for it.

/** The path a payload would request if it ran (the browser test watches for it). */
export const xssMarkerPath = '/xss-marker';

const run = `window.__xss=1;fetch('${xssMarkerPath}')`;

/** A link whose URL was dropped: what the sanitizer keeps of `<a href="javascript:...">text</a>`. */
const droppedLink = (text: string) => `<a target="_blank" rel="noopener noreferrer">${text}</a>`;

/** One attempt and the sanitized HTML the server keeps of it. */
export type XssPayload = { name: string; html: string; kept: string };

/** 43 attempts: tags, event attributes, URL schemes, CSS, malformed and encoded forms. */
export const xssPayloads: XssPayload[] = [
  { name: 'script tag', html: `<script>${run}</script><p>a</p>`, kept: '<p>a</p>' },
  {
    name: 'script with src',
    html: `<script src="${xssMarkerPath}"></script>b`,
    kept: 'b',
  },
  {
    name: 'img onerror',
    html: `<img src="/images/logo.svg" onerror="${run}">`,
    kept: '<img src="/images/logo.svg" />',
  },
  { name: 'svg onload', html: `<svg onload="${run}"><circle r="1"/></svg>c`, kept: 'c' },
  {
    name: 'javascript: link',
    html: `<a href="javascript:${run}">d</a>`,
    kept: '<a target="_blank" rel="noopener noreferrer">d</a>',
  },
  {
    name: 'entity-encoded scheme',
    html: '<a href="&#106;&#97;vascript&#58;window.__xss=1">e</a>',
    kept: '<a target="_blank" rel="noopener noreferrer">e</a>',
  },
  {
    name: 'tab inside the scheme',
    html: '<a href="java\tscript:window.__xss=1">f</a>',
    kept: '<a target="_blank" rel="noopener noreferrer">f</a>',
  },
  {
    name: 'data: link',
    html: '<a href="data:text/html,<script>window.__xss=1</script>">g</a>',
    kept: '<a target="_blank" rel="noopener noreferrer">g</a>',
  },
  {
    name: 'style expression and url()',
    html: `<p style="width:expression(alert(1));background:url('javascript:${run}');color:red">h</p>`,
    kept: '<p style="color:red">h</p>',
  },
  {
    name: 'style tag',
    html: `<style>body{background:url('${xssMarkerPath}')}</style><p>i</p>`,
    kept: '<p>i</p>',
  },
  {
    name: 'nested script',
    html: `<scr<script>ipt>${run}</scr</script>ipt>`,
    // What is left is text, shown as such.
    kept: "ipt&gt;window.__xss=1;fetch('/xss-marker')ipt&gt;",
  },
  {
    name: 'unclosed attribute',
    html: `<img src="/images/logo.svg" alt="x onerror=${run}//`,
    kept: '',
  },
  { name: 'iframe', html: `<iframe src="${xssMarkerPath}"></iframe>j`, kept: 'j' },
  {
    name: 'iframe srcdoc',
    html: `<iframe srcdoc="<script>${run}</script>"></iframe>k`,
    kept: 'k',
  },
  {
    name: 'form with button',
    html: `<form action="${xssMarkerPath}"><button formaction="javascript:${run}">l</button></form>`,
    kept: 'l',
  },
  {
    name: 'meta refresh',
    html: `<meta http-equiv="refresh" content="0;url=${xssMarkerPath}">m`,
    kept: 'm',
  },
  { name: 'body onload', html: `<body onload="${run}">n</body>`, kept: 'n' },
  {
    name: 'details ontoggle',
    html: `<details open ontoggle="${run}"><summary>o</summary></details>`,
    kept: 'o',
  },
  { name: 'object data', html: `<object data="${xssMarkerPath}"></object>p`, kept: 'p' },
  { name: 'embed', html: `<embed src="${xssMarkerPath}">q`, kept: 'q' },
  {
    name: 'math mutation',
    html: `<math><mtext><table><mglyph><style><img src=x onerror="${run}">`,
    kept: '',
  },
  {
    name: 'noscript breakout',
    html: `<noscript><p title="</noscript><img src=x onerror=${run}>">r</p></noscript>`,
    kept: '',
  },
  {
    name: 'protocol-relative image',
    html: '<img src="//evil.example/s.png"><img src="/\\evil.example/t.png">',
    kept: '',
  },
  {
    name: 'event on an allowed tag',
    html: `<span onmouseover="${run}" style="color:#f00">s</span>`,
    kept: '<span style="color:#f00">s</span>',
  },
  {
    name: 'base and link tags',
    html: `<base href="${xssMarkerPath}/"><link rel="stylesheet" href="${xssMarkerPath}">t`,
    kept: 't',
  },
  { name: 'vbscript: link', html: '<a href="vbscript:msgbox(1)">u</a>', kept: droppedLink('u') },
  { name: 'mixed-case scheme', html: `<a href="JaVaScRiPt:${run}">v</a>`, kept: droppedLink('v') },
  {
    name: 'spaces and a line break before the scheme',
    html: `<a href="\n javascript:${run}">w</a><a href="  javascript:${run}">w</a>`,
    kept: droppedLink('w') + droppedLink('w'),
  },
  {
    name: 'named and hex entities for the colon',
    html: `<a href="javascript&colon;${run}">x</a><a href="javascript&#x3A;${run}">x</a>`,
    kept: droppedLink('x') + droppedLink('x'),
  },
  {
    name: 'entities without semicolons',
    html: `<a href="&#106&#97vascript:${run}">y</a>`,
    // Not decoded, so no scheme: kept as a harmless relative link, its ampersands escaped.
    kept: `<a href="&amp;#106&amp;#97vascript:${run}" target="_blank" rel="noopener noreferrer">y</a>`,
  },
  { name: 'javascript: image source', html: `<img src="javascript:${run}">z`, kept: 'z' },
  {
    name: 'data: svg image source',
    html: '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">A',
    kept: 'A',
  },
  {
    name: 'srcset beside a good source',
    html: `<img src="/images/logo.svg" srcset="javascript:${run}">B`,
    kept: '<img src="/images/logo.svg" />B',
  },
  { name: 'input autofocus onfocus', html: `<input autofocus onfocus="${run}">C`, kept: 'C' },
  {
    name: 'media source onerror',
    html: `<video><source onerror="${run}"></video><audio src="${xssMarkerPath}" onerror="${run}"></audio>D`,
    kept: 'D',
  },
  { name: 'marquee onstart', html: `<marquee onstart="${run}">E</marquee>`, kept: 'E' },
  { name: 'button onclick', html: `<button onclick="${run}">F</button>`, kept: 'F' },
  {
    name: 'svg xlink:href',
    html: `<svg><a xlink:href="javascript:${run}"><text>x</text></a></svg>G`,
    kept: 'G',
  },
  {
    name: 'style binding, behavior and escapes',
    html: `<p style="-moz-binding:url(${xssMarkerPath}#x);behavior:url(${xssMarkerPath});color:\\65 xpression(1);color:red">H</p>`,
    kept: '<p style="color:red">H</p>',
  },
  {
    name: 'page-covering overlay',
    html: '<div style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:9999">I</div>',
    kept: '<div>I</div>',
  },
  {
    name: 'template and comment',
    html: `<template><img src="/images/logo.svg" onerror="${run}"></template><!--<img src=x onerror=${run}>-->J`,
    kept: 'J',
  },
  {
    name: 'image map area',
    html: `<map><area href="javascript:${run}"></map>K`,
    kept: 'K',
  },
  {
    name: 'table background',
    html: `<table background="javascript:${run}"><tbody><tr><td background="${xssMarkerPath}">L</td></tr></tbody></table>`,
    kept: '<table><tbody><tr><td>L</td></tr></tbody></table>',
  },
];
