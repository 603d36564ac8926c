/**
 * The report page's style sheet: readable at 375 px (tables scroll in their own box), printable
 * (no button, no boxes split across pages, black on white) and with contrast above 4.5:1.
 */
export const PAGE_STYLE = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f6f6f4}
.report{max-width:960px;margin:0 auto;padding:24px 16px 48px}
.report.narrow{max-width:480px}
.report-header{border-bottom:3px solid var(--accent,#1f4f99);margin-bottom:24px;padding-bottom:12px;position:relative}
.project{margin:0;color:#4a4a4a;font-size:.9rem;overflow-wrap:anywhere}
h1{margin:.2em 0;font-size:1.6rem;line-height:1.25;overflow-wrap:anywhere}
h2{font-size:1.2rem;margin:0 0 12px;padding-left:8px;border-left:4px solid var(--accent,#1f4f99)}
.agency{display:flex;align-items:center;gap:12px;margin:0 0 8px;padding-right:96px}
.agency-logo{display:block;max-height:48px;max-width:200px;width:auto;height:auto}
.agency-name{font-weight:600;overflow-wrap:anywhere}
.period{margin:0;color:#333}
.print{position:absolute;top:0;right:0;font:inherit;font-size:.9rem;padding:4px 12px;border:1px solid #1f4f99;border-radius:4px;background:#fff;color:#1f4f99;cursor:pointer}
.section{background:#fff;border:1px solid #d8d8d4;border-radius:8px;padding:16px;margin-bottom:16px;break-inside:avoid}
.kpis{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:12px;margin:0}
.kpi{border:1px solid #e2e2de;border-radius:6px;padding:8px 12px}
.kpi dt{font-size:.85rem;color:#4a4a4a}
.kpi dd{margin:0}
.kpi .value{display:block;font-size:1.35rem;font-weight:600;overflow-wrap:anywhere}
.change{font-size:.85rem;font-weight:600}
.change.up{color:#17663a}
.change.down{color:#a1281c}
.previous{display:block;font-size:.8rem;color:#4a4a4a}
.trend{margin:0 0 16px}
.trend svg{display:block;width:100%;height:120px;background:#fafaf8;border:1px solid #e2e2de}
.trend polyline{fill:none;stroke:var(--accent,#1f4f99);stroke-width:2;vector-effect:non-scaling-stroke}
figcaption{font-size:.85rem;color:#4a4a4a;margin:4px 0 8px}
.table-wrap{overflow-x:auto;max-width:100%}
.table-wrap:focus{outline:2px solid #1f4f99;outline-offset:2px}
table{border-collapse:collapse;width:100%;font-size:.9rem}
caption{text-align:left;font-size:.85rem;color:#4a4a4a;padding-bottom:4px}
th,td{padding:4px 8px;border-bottom:1px solid #e2e2de;text-align:right;white-space:nowrap}
th[scope=row],thead th:first-child{text-align:left;white-space:normal;overflow-wrap:anywhere}
tfoot th,tfoot td{font-weight:600;border-top:2px solid #c8c8c4}
.events{margin:0;padding-left:1.2em}
.events time{font-weight:600;margin-right:.4em}
.summary{margin:0;padding-left:1.2em}
.summary li{margin-bottom:4px}
.summary .source{font-size:.85rem;color:#4a4a4a;white-space:nowrap}
:target{outline:2px solid var(--accent,#1f4f99);outline-offset:2px}
.report-footer{font-size:.85rem;color:#4a4a4a}
.password-form{display:flex;flex-direction:column;gap:8px}
.password-form input{font:inherit;padding:8px;border:1px solid #767676;border-radius:4px}
.password-form button{font:inherit;padding:8px 16px;border:0;border-radius:4px;background:#1f4f99;color:#fff;cursor:pointer}
.problem{color:#a1281c;font-weight:600}
@media (max-width:480px){.print{position:static;margin-top:8px}h1{font-size:1.35rem}}
@media print{body{background:#fff;color:#000;font-size:11pt}.report .kpis{grid-template-columns:repeat(3,minmax(0,1fr))}.report .kpi .value{font-size:14pt}.report{max-width:none;padding:0}.print{display:none}.section{border:0;padding:0;margin-bottom:12pt}.table-wrap{overflow:visible}th,td{white-space:normal}a{color:#000}@page{margin:15mm}}
`;

/** The page's one script: the print button (inline handlers are refused by the CSP). */
export const PAGE_SCRIPT = `document.getElementById('print')?.addEventListener('click',function(){window.print()});
`;
