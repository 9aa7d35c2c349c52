//! The app's screens stay apart: a file under `src/ui/screens/` never imports another screen
//! (screens move to one another through the transitions the app applies), and the files of
//! `src/ui` import one another one way only (a screen's own files count as one part).
//!
//! The imports are read from the sources: every `crate::…` and `super::…` path (expanded
//! through `use …::{…}` groups) is resolved to the module file it names.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The screens the app is made of, one module each under `src/ui/screens/`.
const SCREENS: [&str; 7] = [
    "chain", "help", "layer", "lessons", "phase", "practice", "start",
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("read dir")
        .map(|e| e.expect("entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// The module path of a source file under `src/` (`src/ui/screens/layer/mod.rs` →
/// `["ui", "screens", "layer"]`).
fn module_of(src: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(src).expect("under src");
    let mut parts: Vec<String> = rel
        .iter()
        .map(|c| c.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if parts.last().is_some_and(|l| l == "mod" || l == "lib") {
        parts.pop();
    }
    parts
}

/// The code of a file without its comments and its `#[cfg(test)]` module (tests may reach
/// anywhere).
fn code_of(text: &str) -> String {
    let text = match text.find("#[cfg(test)]\nmod tests") {
        Some(i) => &text[..i],
        None => text,
    };
    text.lines()
        .map(|l| match l.find("//") {
            Some(i) => &l[..i],
            None => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every path the code names from `crate` or `super`, with `use a::{b, c::d}` groups expanded.
fn paths_in(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let b = code.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let starts = (b[i..].starts_with(b"crate::") || b[i..].starts_with(b"super::"))
            && (i == 0
                || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_' || b[i - 1] == b':'));
        if !starts {
            i += 1;
            continue;
        }
        let mut j = i;
        while j < b.len() && (b[j].is_ascii_alphanumeric() || b[j] == b'_' || b[j] == b':') {
            j += 1;
        }
        let prefix = code[i..j].trim_end_matches(':').to_string();
        if code[i..j].ends_with("::") && j < b.len() && b[j] == b'{' {
            // A group: split its items at the commas of its own level.
            let mut depth = 0;
            let mut k = j;
            let mut item = String::new();
            let mut items = Vec::new();
            while k < b.len() {
                let c = b[k] as char;
                match c {
                    '{' => {
                        depth += 1;
                        if depth > 1 {
                            item.push(c);
                        }
                    }
                    '}' => {
                        depth -= 1;
                        if depth == 0 {
                            items.push(std::mem::take(&mut item));
                            break;
                        }
                        item.push(c);
                    }
                    ',' if depth == 1 => items.push(std::mem::take(&mut item)),
                    _ => item.push(c),
                }
                k += 1;
            }
            for it in items {
                let it = it.split(" as ").next().unwrap_or("").trim().to_string();
                if it.is_empty() {
                    continue;
                }
                if it == "self" {
                    out.push(prefix.clone());
                } else {
                    // One level of nesting is enough for this code base.
                    let it = it.split("::{").next().unwrap_or("").to_string();
                    out.push(format!("{prefix}::{it}"));
                }
            }
            i = k;
        } else {
            out.push(prefix);
            i = j;
        }
    }
    out
}

/// The module a path names, as the longest prefix that is a module of `modules`, resolved from
/// the module `from` (`super` climbs one level).
fn resolve(path: &str, from: &[String], modules: &BTreeSet<Vec<String>>) -> Option<Vec<String>> {
    let mut segs = path.split("::").filter(|s| !s.is_empty());
    let mut abs: Vec<String> = match segs.next()? {
        "crate" => Vec::new(),
        "super" => from[..from.len().saturating_sub(1)].to_vec(),
        _ => return None,
    };
    let mut rest: Vec<&str> = segs.collect();
    while rest.first() == Some(&"super") {
        abs.pop();
        rest.remove(0);
    }
    abs.extend(rest.iter().map(|s| s.to_string()));
    (0..=abs.len())
        .rev()
        .map(|n| abs[..n].to_vec())
        .find(|m| modules.contains(m))
}

/// The ui part a module belongs to: a screen (all its files), or the module itself.
fn part(module: &[String]) -> String {
    match module {
        [ui, screens, screen, ..] if ui == "ui" && screens == "screens" => {
            format!("ui::screens::{screen}")
        }
        m => m.join("::"),
    }
}

/// The screen a module belongs to, if any.
fn screen_of(module: &[String]) -> Option<&str> {
    match module {
        [ui, screens, screen, ..] if ui == "ui" && screens == "screens" => Some(screen),
        _ => None,
    }
}

struct Graph {
    /// Module → the modules its code names.
    edges: BTreeMap<Vec<String>, BTreeSet<Vec<String>>>,
}

fn graph(src: &Path) -> Graph {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    let modules: BTreeSet<Vec<String>> = files.iter().map(|f| module_of(src, f)).collect();
    let mut edges = BTreeMap::new();
    for f in &files {
        let from = module_of(src, f);
        let code = code_of(&std::fs::read_to_string(f).expect("source"));
        let to: BTreeSet<Vec<String>> = paths_in(&code)
            .iter()
            .filter_map(|p| resolve(p, &from, &modules))
            .filter(|m| *m != from)
            .collect();
        edges.insert(from, to);
    }
    Graph { edges }
}

/// Imports from a screen's files into another screen, as `file → screen`.
fn cross_screen(g: &Graph) -> Vec<String> {
    let mut out = Vec::new();
    for (from, tos) in &g.edges {
        let Some(mine) = screen_of(from) else {
            continue;
        };
        for to in tos {
            if let Some(theirs) = screen_of(to)
                && theirs != mine
            {
                out.push(format!("{} imports {}", from.join("::"), to.join("::")));
            }
        }
    }
    out
}

/// A loop among the ui parts (screens whole, other files one by one), if any.
fn ui_loop(g: &Graph) -> Option<Vec<String>> {
    let mut parts: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (from, tos) in &g.edges {
        if from.first().is_none_or(|f| f != "ui") {
            continue;
        }
        let p = part(from);
        let set = parts.entry(p.clone()).or_default();
        for to in tos {
            // `ui` itself (ui/mod.rs) only declares the parts and runs the loop.
            if to.first().is_some_and(|t| t == "ui") && to.len() > 1 && part(to) != p {
                set.insert(part(to));
            }
        }
    }
    parts.remove("ui");
    fn visit(
        n: &str,
        parts: &BTreeMap<String, BTreeSet<String>>,
        state: &mut BTreeMap<String, u8>,
        stack: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        state.insert(n.to_string(), 1);
        stack.push(n.to_string());
        for m in parts.get(n).into_iter().flatten() {
            match state.get(m.as_str()).copied().unwrap_or(0) {
                1 => {
                    let at = stack.iter().position(|s| s == m).unwrap_or(0);
                    let mut cycle = stack[at..].to_vec();
                    cycle.push(m.clone());
                    return Some(cycle);
                }
                0 => {
                    if let Some(c) = visit(m, parts, state, stack) {
                        return Some(c);
                    }
                }
                _ => {}
            }
        }
        stack.pop();
        state.insert(n.to_string(), 2);
        None
    }
    let mut state = BTreeMap::new();
    let names: Vec<String> = parts.keys().cloned().collect();
    for n in names {
        if state.get(n.as_str()).copied().unwrap_or(0) == 0 {
            let mut stack = Vec::new();
            if let Some(c) = visit(&n, &parts, &mut state, &mut stack) {
                return Some(c);
            }
        }
    }
    None
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn every_screen_has_its_module() {
    let dir = src().join("ui/screens");
    for s in SCREENS {
        assert!(
            dir.join(format!("{s}.rs")).is_file() || dir.join(s).join("mod.rs").is_file(),
            "no module for the {s} screen under {}",
            dir.display()
        );
    }
}

#[test]
fn no_screen_imports_another_screen() {
    let g = graph(&src());
    assert!(
        g.edges.keys().any(|m| screen_of(m).is_some()),
        "no screen found under src/ui/screens"
    );
    let cross = cross_screen(&g);
    assert!(
        cross.is_empty(),
        "screens importing other screens:\n{}",
        cross.join("\n")
    );
}

#[test]
fn the_ui_files_import_one_another_one_way() {
    let g = graph(&src());
    if let Some(cycle) = ui_loop(&g) {
        panic!("an import loop in src/ui: {}", cycle.join(" → "));
    }
}

#[test]
fn the_reader_sees_groups_super_and_inline_paths() {
    let code = "use super::{chain::{self, ChainBuilder}, phase};\nuse crate::ui::shared::Board;\n\
                fn f() { crate::ui::screens::start::open(); } // crate::ui::view\n";
    let paths = paths_in(&code_of(code));
    assert_eq!(
        paths,
        [
            "super::chain",
            "super::phase",
            "crate::ui::shared::Board",
            "crate::ui::screens::start::open"
        ]
    );
    let modules: BTreeSet<Vec<String>> = [
        vec!["ui", "screens"],
        vec!["ui", "screens", "chain"],
        vec!["ui", "screens", "phase"],
        vec!["ui", "screens", "start"],
        vec!["ui", "shared"],
    ]
    .into_iter()
    .map(|m| m.into_iter().map(String::from).collect())
    .collect();
    let from: Vec<String> = ["ui", "screens", "phase"].map(String::from).to_vec();
    let to: Vec<Vec<String>> = paths
        .iter()
        .filter_map(|p| resolve(p, &from, &modules))
        .collect();
    assert_eq!(to[0], ["ui", "screens", "chain"]);
    assert_eq!(to[3], ["ui", "screens", "start"]);
    // The checker reports these as a phase screen importing two other screens.
    let g = Graph {
        edges: [(from, to.into_iter().collect())].into_iter().collect(),
    };
    assert_eq!(cross_screen(&g).len(), 2, "{:?}", cross_screen(&g));
}
