//! A deck as one self-contained HTML page: the styles and the script inline, nothing loaded
//! from anywhere (a content security policy forbids it). Every text is escaped
//! ([`crate::escape::html_safe`]).
//!
//! In the page, one slide shows at a time: → ↓ PgDn Space next, ← ↑ PgUp previous, Home and
//! End the first and last, Enter or R shows a question's answer (and hides it again), T the
//! next theme. The address ends with the slide's number, `#7`, and `#7r` once its answer is
//! shown: opening `deck.html#7r` shows slide 7 with its answer. The slide shown has the
//! attribute `data-current`, a revealed question `data-revealed`. Printed, every slide takes a
//! page, each question with its answer after it, black on white. Without the script, every
//! slide shows one after another.

use std::fmt::Write as _;

use super::slides::{Cell, Deck, QuestionSlide, Slide, StepSlide, Table};
use crate::escape::html_safe;
use crate::i18n::tr;

/// The page's styles: large type, both themes' colors (the system's choice, or the one picked
/// with T), marks that do not rest on color (▲, bold, underline, "before → after").
const STYLE: &str = r#"
:root{--bg:#fdfdfb;--fg:#111;--dim:#444;--accent:#1742b8;--changed:#7a1470;--changed-bg:#fbe6f7;--border:#8a8a8a;--head:#eef0f5}
html[data-theme=dark]{--bg:#121212;--fg:#f0f0f0;--dim:#c4c4c4;--accent:#62d6f7;--changed:#ffe27a;--changed-bg:#3b3100;--border:#6b6b6b;--head:#262626}
@media (prefers-color-scheme:dark){html[data-theme=auto]{--bg:#121212;--fg:#f0f0f0;--dim:#c4c4c4;--accent:#62d6f7;--changed:#ffe27a;--changed-bg:#3b3100;--border:#6b6b6b;--head:#262626}}
html[data-theme=high-contrast]{--bg:#000;--fg:#fff;--dim:#fff;--accent:#ff0;--changed:#ff0;--changed-bg:#000;--border:#fff;--head:#000}
html[data-theme=mono]{--bg:#fff;--fg:#000;--dim:#000;--accent:#000;--changed:#000;--changed-bg:#fff;--border:#000;--head:#fff}
html,body{margin:0;background:var(--bg);color:var(--fg)}
body{font-family:"Atkinson Hyperlegible","Segoe UI",system-ui,sans-serif;font-size:clamp(18px,2.3vw,46px);line-height:1.35}
.slide{box-sizing:border-box;min-height:92vh;padding:2.5vh 4vw 4vh;border-bottom:2px solid var(--border)}
html.js .slide{display:none;border:0}
html.js .slide[data-current]{display:block}
html.js main{padding-bottom:2.5em}
h1{font-size:2.1em;margin:.6em 0 .4em;color:var(--accent)}
h2{font-size:1.45em;margin:.2em 0;color:var(--accent)}
h3{font-size:1em;margin:.7em 0 .2em}
.place{color:var(--dim);margin:0;font-size:.8em}
.subtitle{font-weight:bold;margin:.2em 0 .5em}
ul{margin:.2em 0;padding-left:1.2em}
li{margin:.15em 0}
p{margin:.3em 0}
table.board{border-collapse:collapse;font-size:.72em;margin:.4em 0}
caption{text-align:left;font-weight:bold;padding:.2em 0}
th,td{border:2px solid var(--border);padding:.2em .45em;text-align:left;vertical-align:top}
th{background:var(--head)}
td.changed{background:var(--changed-bg);color:var(--changed);font-weight:bold;text-decoration:underline;outline:4px double var(--changed);outline-offset:-4px}
td.changed .before{text-decoration:line-through;font-weight:normal}
.mark{margin-right:.2em}
.note,.legend{color:var(--dim);font-size:.75em}
.hint{color:var(--dim);font-style:italic}
.slide[data-revealed] .hint{display:none}
.answer{border-left:.3em solid var(--accent);padding-left:.6em;margin-top:.6em}
.prompt p,.answer p{white-space:pre-line}
.bar{position:fixed;bottom:0;left:0;right:0;display:flex;gap:.6em;align-items:center;justify-content:flex-end;padding:.2em 1em;font-size:.6em;background:var(--bg);color:var(--dim)}
.bar button{font:inherit;color:var(--fg);background:var(--head);border:2px solid var(--border);border-radius:.3em;padding:0 .5em}
html:not(.js) .bar{display:none}
@media print{
:root,html[data-theme]{--bg:#fff;--fg:#000;--dim:#333;--accent:#000;--changed:#000;--changed-bg:#fff;--border:#000;--head:#eee}
body{font-size:13pt}
html.js .slide,.slide{display:block;min-height:0;border:0;padding:0;break-after:page;page-break-after:always}
.slide:last-of-type{break-after:auto;page-break-after:auto}
.answer[hidden]{display:block}
.hint,.bar{display:none}
}
"#;

/// The page's script: which slide shows, the keys, the address.
const SCRIPT: &str = r#"
(function(){
var root=document.documentElement;root.classList.add('js');
var slides=[].slice.call(document.querySelectorAll('section.slide'));
var n=slides.length,cur=0,shown=false;
var themes=['auto','dark','light','high-contrast','mono'];
function parse(){var m=/^#(\d+)(r?)$/.exec(location.hash);if(!m)return[0,false];var k=Math.min(Math.max(parseInt(m[1],10)||1,1),n);return[k-1,m[2]==='r'];}
function show(k,reveal){
cur=Math.min(Math.max(k,0),n-1);var s=slides[cur];var a=s.querySelector('.answer');shown=!!(reveal&&a);
if(!shown)window.scrollTo(0,0);
slides.forEach(function(x,i){if(i===cur){x.setAttribute('data-current','');x.removeAttribute('aria-hidden');}else{x.removeAttribute('data-current');x.setAttribute('aria-hidden','true');}});
if(a){if(shown){a.removeAttribute('hidden');s.setAttribute('data-revealed','');if(a.scrollIntoView)a.scrollIntoView({block:'nearest'});}else{a.setAttribute('hidden','');s.removeAttribute('data-revealed');}}
var w=document.getElementById('where');if(w)w.textContent=(cur+1)+' / '+n;
var h='#'+(cur+1)+(shown?'r':'');
if(location.hash!==h){try{history.replaceState(null,'',h);}catch(e){location.hash=h;}}
}
function theme(){var t=root.getAttribute('data-theme');root.setAttribute('data-theme',themes[(themes.indexOf(t)+1)%themes.length]);}
document.addEventListener('keydown',function(e){
if(e.ctrlKey||e.metaKey||e.altKey)return;
var k=e.key;
if(k==='ArrowRight'||k==='ArrowDown'||k==='PageDown'||k===' '||k==='n'||k==='N')show(cur+1,false);
else if(k==='ArrowLeft'||k==='ArrowUp'||k==='PageUp'||k==='p'||k==='P')show(cur-1,false);
else if(k==='Home')show(0,false);
else if(k==='End')show(n-1,false);
else if(k==='Enter'||k==='r'||k==='R')show(cur,!shown);
else if(k==='t'||k==='T')theme();
else return;
e.preventDefault();});
window.addEventListener('hashchange',function(){var p=parse();show(p[0],p[1]);});
document.getElementById('prev').addEventListener('click',function(){show(cur-1,false);});
document.getElementById('next').addEventListener('click',function(){show(cur+1,false);});
document.getElementById('reveal').addEventListener('click',function(){show(cur,!shown);});
document.getElementById('theme').addEventListener('click',theme);
var p=parse();show(p[0],p[1]);
})();
"#;

/// Text as HTML, its lines kept (`<br>` between them).
fn text(out: &mut String, s: &str) {
    for (k, line) in s.split('\n').enumerate() {
        if k > 0 {
            out.push_str("<br>");
        }
        out.push_str(&html_safe(line));
    }
}

/// The deck as a page.
pub fn write(deck: &Deck) -> String {
    let lang = deck.lang;
    let mut out = String::with_capacity(64 * 1024);
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{}\" data-theme=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; \
         style-src 'unsafe-inline'; script-src 'unsafe-inline'\">\n<title>",
        lang.code(),
        deck.theme.name()
    );
    text(&mut out, &deck.title);
    out.push_str("</title>\n<style>");
    out.push_str(STYLE);
    out.push_str("</style>\n</head>\n<body>\n<main id=\"deck\">\n");
    let total = deck.slides.len();
    for (k, slide) in deck.slides.iter().enumerate() {
        let n = k + 1;
        let class = match slide {
            Slide::Title { .. } => "title-slide",
            Slide::Step(_) => "step",
            Slide::Question(_) => "question",
        };
        let _ = writeln!(
            out,
            "<section class=\"slide {class}\" id=\"slide-{n}\" data-n=\"{n}\" aria-label=\"{n} / {total}\">"
        );
        match slide {
            Slide::Title { title, lines } => {
                out.push_str("<h1>");
                text(&mut out, title);
                out.push_str("</h1>\n");
                for l in lines {
                    out.push_str("<p>");
                    text(&mut out, l);
                    out.push_str("</p>\n");
                }
            }
            Slide::Step(s) => step(&mut out, s, deck),
            Slide::Question(q) => question(&mut out, q, deck),
        }
        out.push_str("</section>\n");
    }
    out.push_str("</main>\n<nav class=\"bar\">");
    for (id, label, shown) in [
        ("prev", "deck-button-prev", "◀"),
        ("next", "deck-button-next", "▶"),
        ("reveal", "deck-button-reveal", "?"),
        ("theme", "deck-button-theme", "◐"),
    ] {
        let _ = write!(
            out,
            "<button type=\"button\" id=\"{id}\" title=\"{t}\" aria-label=\"{t}\">{shown}</button>",
            t = html_safe(&tr(lang, label, &[]))
        );
    }
    let _ = write!(out, "<span id=\"where\">1 / {total}</span></nav>\n<script>");
    out.push_str(SCRIPT);
    out.push_str("</script>\n</body>\n</html>\n");
    out
}

fn list(out: &mut String, head: &str, class: &str, items: &[String]) {
    if items.is_empty() {
        return;
    }
    out.push_str("<h3>");
    text(out, head);
    let _ = write!(out, "</h3>\n<ul class=\"{class}\">");
    for i in items {
        out.push_str("<li>");
        text(out, i);
        out.push_str("</li>");
    }
    out.push_str("</ul>\n");
}

fn step(out: &mut String, s: &StepSlide, deck: &Deck) {
    let lang = deck.lang;
    out.push_str("<p class=\"place\">");
    text(out, &s.place);
    out.push_str("</p>\n<h2>");
    text(out, &s.title);
    out.push_str("</h2>\n");
    if let Some(sub) = &s.subtitle {
        out.push_str("<p class=\"subtitle\">");
        text(out, sub);
        out.push_str("</p>\n");
    }
    if let Some(t) = &s.table {
        table(out, t, deck);
    }
    list(out, &tr(lang, "deck-why", &[]), "why", &s.why);
    list(out, &tr(lang, "deck-changes", &[]), "changes", &s.changes);
}

fn question(out: &mut String, q: &QuestionSlide, deck: &Deck) {
    let lang = deck.lang;
    out.push_str("<h2>");
    text(out, &q.heading);
    out.push_str("</h2>\n<div class=\"prompt\">");
    for l in &q.prompt {
        out.push_str("<p>");
        text(out, l);
        out.push_str("</p>");
    }
    out.push_str("</div>\n");
    if let Some(t) = &q.table {
        table(out, t, deck);
    }
    out.push_str("<p class=\"hint\">");
    text(out, &tr(lang, "deck-reveal-hint", &[]));
    out.push_str("</p>\n<div class=\"answer\" hidden>\n<h3>");
    text(out, &tr(lang, "deck-answer", &[]));
    out.push_str("</h3>\n");
    for l in &q.answer {
        out.push_str("<p>");
        text(out, l);
        out.push_str("</p>");
    }
    out.push_str("\n</div>\n");
}

fn table(out: &mut String, t: &Table, deck: &Deck) {
    out.push_str("<table class=\"board\">");
    if let Some(c) = &t.caption {
        out.push_str("<caption>");
        text(out, c);
        out.push_str("</caption>");
    }
    out.push_str("<thead><tr>");
    for h in &t.headers {
        out.push_str("<th scope=\"col\">");
        text(out, h);
        out.push_str("</th>");
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    let mut any = false;
    for row in &t.rows {
        out.push_str("<tr>");
        for c in row {
            cell(out, c);
            any |= c.changed();
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody></table>\n");
    if let Some(note) = &t.note {
        out.push_str("<p class=\"note\">");
        text(out, note);
        out.push_str("</p>\n");
    }
    if any {
        out.push_str("<p class=\"legend\">");
        text(out, &tr(deck.lang, "deck-legend", &[]));
        out.push_str("</p>\n");
    }
}

fn cell(out: &mut String, c: &Cell) {
    match &c.before {
        None => {
            out.push_str("<td>");
            text(out, &c.text);
        }
        Some(before) => {
            out.push_str(
                "<td class=\"changed\" data-changed=\"\"><span class=\"mark\" aria-hidden=\"true\">▲</span>\
                 <span class=\"before\">",
            );
            text(out, before);
            out.push_str("</span> → <span class=\"after\">");
            text(out, &c.text);
            out.push_str("</span>");
        }
    }
    out.push_str("</td>");
}
