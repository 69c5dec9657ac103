// The family page's stylesheet, inline (one request on a slow phone): Learnify's colours, phone first, logical
// properties so the Urdu page mirrors, and touch targets of 48 px.
export const PAGE_STYLE = `
:root{--brand:#1a7f45;--brand-light:#e3f4ea;--text:#1d2b22;--muted:#55655b;--bg:#f5faf6;--border:#cfded4;--warn:#8a5300;--warn-bg:#fff4de;--danger:#b3261e;--danger-bg:#fdecea;--link:#0b5cad}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:1.0625rem/1.6 'Segoe UI',system-ui,-apple-system,Roboto,'Noto Sans',Arial,sans-serif;overflow-wrap:anywhere}
:lang(ur) body,body:lang(ur){font-family:'Noto Nastaliq Urdu','Jameel Noori Nastaleeq','Urdu Typesetting','Noto Naskh Arabic',system-ui,sans-serif;line-height:2.1}
header{background:var(--brand);color:#fff;display:flex;align-items:center;justify-content:space-between;gap:.75rem;padding:.5rem 1rem}
header a{color:#fff}
.brand{font-weight:700;font-size:1.2rem;text-decoration:none;min-height:48px;display:inline-flex;align-items:center}
.switch{display:inline-flex;align-items:center;min-height:48px;min-width:48px;padding:0 .75rem;border:2px solid #fff;border-radius:999px;text-decoration:none}
main{max-width:40rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;line-height:1.4;margin:.25rem 0}
:lang(ur) h1{line-height:2}
h2{font-size:1.1rem;margin:0 0 .5rem}
.meta{color:var(--muted);margin:0 0 1rem}
.card{background:#fff;border:1px solid var(--border);border-radius:12px;padding:1rem;margin:0 0 1rem}
.big{font-size:2rem;font-weight:700;margin:0;line-height:1.3}
ul{list-style:none;margin:0;padding:0}
li{display:flex;justify-content:space-between;align-items:baseline;gap:.75rem;padding:.5rem 0;border-top:1px solid var(--border)}
li:first-child{border-top:0}
.what{min-width:0}
.what small{display:block;color:var(--muted)}
.figure{font-weight:700;white-space:nowrap}
.bar{display:block;height:.5rem;background:var(--brand-light);border-radius:4px;margin-top:.25rem;overflow:hidden}
.bar>span{display:block;height:100%;background:var(--brand)}
.subject{display:block;width:100%}
.subject>div{display:flex;justify-content:space-between;gap:.75rem}
.notice{border-inline-start:4px solid var(--warn);background:var(--warn-bg);padding:.75rem;border-radius:8px;margin:.5rem 0}
.notice.ended{border-color:var(--danger);background:var(--danger-bg)}
.button{display:inline-flex;align-items:center;min-height:48px;padding:.5rem 1rem;border-radius:8px;background:var(--brand);color:#fff;font-weight:700;text-decoration:none}
a{color:var(--link)}
footer{color:var(--muted);font-size:.95rem;padding:0 1rem 2rem;max-width:40rem;margin:0 auto}
footer a{display:inline-flex;align-items:center;min-height:48px}
bdi{unicode-bidi:isolate}
.figure bdi,.meta bdi,footer bdi{white-space:nowrap}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
