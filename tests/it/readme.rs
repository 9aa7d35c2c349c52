//! The book's key table (`docs/app.md`) is the app's key table (`ui::app::key_table`: every screen's rows and
//! the app's), in English: this test fails when they drift apart, and prints the table to paste
//! between the markers.

use layerlab::i18n::{Lang, tr};
use layerlab::ui::app::key_table;
use layerlab::ui::keys::{Ctx, Key, key_label};

const START: &str = "<!-- keys:start -->";
const END: &str = "<!-- keys:end -->";

/// One row per context and action, its keys together, in table order.
fn table() -> String {
    let mut rows: Vec<(Ctx, String, Vec<String>)> = Vec::new();
    let table = key_table();
    for bind in &table {
        let what = tr(Lang::En, bind.msg, &[]);
        let key = format!("`{}`", key_label(bind, Lang::En));
        match rows
            .iter_mut()
            .find(|(ctx, w, _)| *ctx == bind.ctx && *w == what)
        {
            Some((_, _, keys)) => {
                if !keys.contains(&key) {
                    keys.push(key)
                }
            }
            None => rows.push((bind.ctx, what, vec![key])),
        }
    }
    // Contexts in the order they first appear, global keys last.
    let mut order: Vec<Ctx> = Vec::new();
    for b in table.iter().map(|b: &Key| b.ctx) {
        if b != Ctx::Global && !order.contains(&b) {
            order.push(b);
        }
    }
    order.push(Ctx::Global);
    let mut out = String::from("| where | keys | what they do |\n| --- | --- | --- |\n");
    for ctx in order {
        for (c, what, keys) in &rows {
            if *c == ctx {
                out.push_str(&format!(
                    "| {} | {} | {} |\n",
                    tr(Lang::En, ctx.msg(), &[]),
                    keys.join(" ").replace('|', "\\|"),
                    what
                ));
            }
        }
    }
    out
}

#[test]
fn readme_key_table_is_the_apps() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/app.md"))
        .expect("docs/app.md");
    let (Some(a), Some(b)) = (readme.find(START), readme.find(END)) else {
        panic!("docs/app.md has no {START} … {END} section");
    };
    let current = readme[a + START.len()..b].trim();
    let expected = table();
    assert_eq!(
        current,
        expected.trim(),
        "the book's key table (docs/app.md) is out of date; put this between the markers:\n{expected}"
    );
}
