//! The arrows between the parts of the program run one way: files → content → engines (rules,
//! phase) → words → front ends (cli, ui), with i18n and small leaf helpers at the bottom. This
//! test reads the paths every file under `src/` names (`use` declarations and `crate::`,
//! `super::`, `self::` paths in code; comments, strings and `#[cfg(test)]` modules left out),
//! resolves them to files (following `pub use` re-exports to the file that defines the item),
//! and fails on an import loop between files or an import against the direction.

use crate::source_scan;

use std::collections::{BTreeMap, BTreeSet};

use source_scan::{Tok, blank_comments_and_literals, inline_modules, sources, tokens};

// ------------------------------------------------------------------------------------------
// The crate's files and what they name

/// A module's path from the crate root (`["rules", "explain"]`).
type ModPath = Vec<String>;

struct SourceFile {
    /// Relative to `src/`, with `/` (`rules/explain.rs`).
    rel: String,
    module: ModPath,
    toks: Vec<(usize, Tok)>,
}

fn module_of(rel: &str) -> ModPath {
    let no_ext = rel.trim_end_matches(".rs");
    let mut parts: Vec<String> = no_ext.split('/').map(str::to_string).collect();
    if parts.last().is_some_and(|p| p == "mod" || p == "lib") {
        parts.pop();
    }
    parts
}

fn load() -> Vec<SourceFile> {
    sources()
        .into_iter()
        // The binary names the library as `layerlab::`: it stands above everything.
        .filter(|(rel, _)| rel != "main.rs")
        .map(|(rel, text)| SourceFile {
            module: module_of(&rel),
            toks: tokens(&blank_comments_and_literals(&text).0),
            rel,
        })
        .collect()
}

/// The children a file declares (`mod x;`, `pub mod x;`).
fn declared_children(toks: &[(usize, Tok)]) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for w in toks.windows(3) {
        if let (Tok::Ident(m), Tok::Ident(name), Tok::Punct(';')) = (&w[0].1, &w[1].1, &w[2].1)
            && m == "mod"
        {
            out.insert(name.clone());
        }
    }
    out
}

/// One path named by a file: absolute segments, and whether it comes from a `pub use`.
struct Named {
    path: ModPath,
    reexport_as: Option<String>,
}

/// Expands a use tree starting at token `k` (after `use`) with `prefix`; returns the paths and
/// the index after the tree.
fn use_tree(
    toks: &[(usize, Tok)],
    mut k: usize,
    prefix: Vec<String>,
    out: &mut Vec<(Vec<String>, Option<String>)>,
) -> usize {
    let mut path = prefix;
    loop {
        match toks.get(k).map(|t| &t.1) {
            Some(Tok::Ident(w)) if w == "as" => {
                let alias = match toks.get(k + 1).map(|t| &t.1) {
                    Some(Tok::Ident(a)) => Some(a.clone()),
                    _ => None,
                };
                out.push((path.clone(), alias));
                return k + 2;
            }
            Some(Tok::Ident(w)) => {
                path.push(w.clone());
                k += 1;
            }
            Some(Tok::PathSep) => k += 1,
            Some(Tok::Punct('{')) => {
                k += 1;
                loop {
                    match toks.get(k).map(|t| &t.1) {
                        Some(Tok::Punct('}')) => return k + 1,
                        Some(Tok::Punct(',')) => k += 1,
                        None => return k,
                        _ => k = use_tree(toks, k, path.clone(), out),
                    }
                }
            }
            Some(Tok::Punct('*')) => {
                out.push((path.clone(), Some("*".into())));
                return k + 1;
            }
            _ => {
                let alias = path.last().cloned();
                out.push((path, alias));
                return k;
            }
        }
    }
}

/// Makes a path absolute from `module` (the module the path is written in); `None` for a path
/// outside the crate.
fn absolute(seg: &[String], module: &[String], children: &BTreeSet<String>) -> Option<ModPath> {
    let first = seg.first()?;
    let mut base: Vec<String>;
    let mut rest = seg;
    match first.as_str() {
        "crate" => {
            base = Vec::new();
            rest = &seg[1..];
        }
        "self" => {
            base = module.to_vec();
            rest = &seg[1..];
        }
        "super" => {
            base = module.to_vec();
            while rest.first().is_some_and(|s| s == "super") {
                base.pop();
                rest = &rest[1..];
            }
        }
        w if children.contains(w) => base = module.to_vec(),
        _ => return None,
    }
    base.extend(rest.iter().filter(|s| *s != "self").cloned());
    Some(base)
}

/// Every path a file names, with the module it is written in.
fn named_paths(f: &SourceFile) -> Vec<Named> {
    let toks = &f.toks;
    let (inline, tests) = inline_modules(toks);
    let children = declared_children(toks);
    let in_test = |k: usize| tests.iter().any(|&(a, b)| k >= a && k <= b);
    let module_at = |k: usize| {
        let mut m = f.module.clone();
        for (a, b, name) in &inline {
            if k > *a && k < *b {
                m.push(name.clone());
            }
        }
        m
    };
    let mut out = Vec::new();
    let mut k = 0;
    while k < toks.len() {
        if in_test(k) {
            k += 1;
            continue;
        }
        let is_pub = k > 0
            && (matches!(&toks[k - 1].1, Tok::Ident(w) if w == "pub")
                || (matches!(&toks[k - 1].1, Tok::Punct(')'))
                    && k >= 4
                    && matches!(&toks[k - 4].1, Tok::Ident(w) if w == "pub")));
        match &toks[k].1 {
            Tok::Ident(w) if w == "use" => {
                let mut trees = Vec::new();
                let end = use_tree(toks, k + 1, Vec::new(), &mut trees);
                let module = module_at(k);
                for (seg, alias) in trees {
                    if let Some(path) = absolute(&seg, &module, &children) {
                        out.push(Named {
                            path,
                            reexport_as: if is_pub { alias } else { None },
                        });
                    }
                }
                k = end.max(k + 1);
            }
            Tok::Ident(w)
                if (w == "crate" || w == "super" || w == "self" || children.contains(w))
                    && toks.get(k + 1).map(|t| &t.1) == Some(&Tok::PathSep)
                    && (k == 0 || toks[k - 1].1 != Tok::PathSep) =>
            {
                let mut seg = vec![w.clone()];
                let mut j = k + 1;
                while toks.get(j).map(|t| &t.1) == Some(&Tok::PathSep) {
                    match toks.get(j + 1).map(|t| &t.1) {
                        Some(Tok::Ident(x)) => seg.push(x.clone()),
                        _ => break,
                    }
                    j += 2;
                }
                if let Some(path) = absolute(&seg, &module_at(k), &children) {
                    out.push(Named {
                        path,
                        reexport_as: None,
                    });
                }
                k = j;
            }
            _ => k += 1,
        }
    }
    out
}

// ------------------------------------------------------------------------------------------
// The file graph

struct Graph {
    files: Vec<String>,
    /// file → files it imports.
    edges: BTreeMap<String, BTreeSet<String>>,
}

fn graph() -> Graph {
    let files = load();
    let by_module: BTreeMap<ModPath, String> = files
        .iter()
        .map(|f| (f.module.clone(), f.rel.clone()))
        .collect();
    let named: BTreeMap<String, Vec<Named>> = files
        .iter()
        .map(|f| (f.rel.clone(), named_paths(f)))
        .collect();
    // What each file re-exports: name → the path it stands for.
    let mut reexports: BTreeMap<String, BTreeMap<String, ModPath>> = BTreeMap::new();
    for (rel, paths) in &named {
        for n in paths {
            if let Some(alias) = &n.reexport_as {
                reexports
                    .entry(rel.clone())
                    .or_default()
                    .insert(alias.clone(), n.path.clone());
            }
        }
    }
    // Exported macros live at the crate root.
    let mut root_macros: BTreeMap<String, String> = BTreeMap::new();
    for f in &files {
        for w in f.toks.windows(4) {
            if let (Tok::Ident(m), Tok::Punct('!'), Tok::Ident(name)) = (&w[0].1, &w[1].1, &w[2].1)
                && m == "macro_rules"
            {
                root_macros.insert(name.clone(), f.rel.clone());
            }
        }
    }
    let resolve = |path: &ModPath| -> Option<String> {
        let mut path = path.clone();
        for _ in 0..16 {
            let cut = (0..=path.len())
                .rev()
                .find(|&n| by_module.contains_key(&path[..n]))?;
            let file = by_module[&path[..cut]].clone();
            if cut == 0 {
                return Some(match path.first().and_then(|m| root_macros.get(m)) {
                    Some(f) => f.clone(),
                    None => file,
                });
            }
            match path
                .get(cut)
                .and_then(|item| reexports.get(&file).and_then(|r| r.get(item)))
            {
                Some(target) => {
                    let mut next = target.clone();
                    next.extend(path[cut + 1..].iter().cloned());
                    path = next;
                }
                None => return Some(file),
            }
        }
        None
    };
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (rel, paths) in &named {
        let set = edges.entry(rel.clone()).or_default();
        for n in paths {
            if let Some(to) = resolve(&n.path)
                && &to != rel
                && to != "lib.rs"
            {
                set.insert(to);
            }
        }
    }
    Graph {
        files: files.into_iter().map(|f| f.rel).collect(),
        edges,
    }
}

// ------------------------------------------------------------------------------------------
// The rules

/// The part of the program a file belongs to: its first folder (or file) under `src/`.
fn part(rel: &str) -> &str {
    let head = rel.split('/').next().unwrap_or(rel);
    head.strip_suffix(".rs").unwrap_or(head)
}

/// For a file under `src/ui/screens/NAME` (`NAME.rs` or the folder `NAME/`), the screen's
/// name; `ui/screens/mod.rs`, which only lists the screens, belongs to none.
fn screen(rel: &str) -> Option<&str> {
    let rest = rel.strip_prefix("ui/screens/")?;
    let name = rest
        .split('/')
        .next()
        .unwrap_or(rest)
        .trim_end_matches(".rs");
    (rest != "mod.rs").then_some(name)
}

/// What a file of `from` may not import, and why. The engines (rules, phase), the seeded
/// generator and the test kit are a crate of their own (`crates/layerlab-engine`), which
/// depends on nothing of the program: the compiler keeps those arrows, and the test kit out of
/// the program's build; this test keeps the arrows between the program's own parts.
fn forbidden(from: &str, to: &str) -> bool {
    let above: &[&str] = match part(from) {
        "content" => &["words", "drill", "cli", "ui"],
        "words" => &["drill", "cli", "ui"],
        "cli" => &["ui"],
        "ui" => &["cli"],
        // The bottom: i18n and the leaf helpers import nothing of the parts above them.
        "i18n" | "escape" | "line_input" => &["content", "words", "drill", "cli", "ui"],
        _ => &[],
    };
    above.contains(&part(to))
}

/// A screen's own module folder counts as one part: its files (the screen's state and keys,
/// its view, the forms of its overlays) may import one another both ways, so an edge between
/// two files of the same screen is not followed when looking for loops. Every other pair of
/// files, the rest of the UI included, imports one way.
fn loop_exempt(from: &str, to: &str) -> bool {
    matches!((screen(from), screen(to)), (Some(a), Some(b)) if a == b)
}

/// The strongly connected components of more than one file (Tarjan's algorithm).
fn loops(g: &Graph, follow: impl Fn(&str, &str) -> bool) -> Vec<Vec<String>> {
    struct St<'a> {
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on: BTreeSet<&'a str>,
        next: usize,
        out: Vec<Vec<String>>,
    }
    fn visit<'a>(v: &'a str, g: &'a Graph, follow: &dyn Fn(&str, &str) -> bool, st: &mut St<'a>) {
        st.index.insert(v, st.next);
        st.low.insert(v, st.next);
        st.next += 1;
        st.stack.push(v);
        st.on.insert(v);
        for w in g.edges.get(v).into_iter().flatten() {
            if !follow(v, w) {
                continue;
            }
            if !st.index.contains_key(w.as_str()) {
                visit(w, g, follow, st);
                let lw = st.low[w.as_str()];
                let lv = st.low[v];
                st.low.insert(v, lv.min(lw));
            } else if st.on.contains(w.as_str()) {
                let iw = st.index[w.as_str()];
                let lv = st.low[v];
                st.low.insert(v, lv.min(iw));
            }
        }
        if st.low[v] == st.index[v] {
            let mut comp = Vec::new();
            while let Some(w) = st.stack.pop() {
                st.on.remove(w);
                comp.push(w.to_string());
                if w == v {
                    break;
                }
            }
            if comp.len() > 1 {
                comp.sort();
                st.out.push(comp);
            }
        }
    }
    let mut st = St {
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on: BTreeSet::new(),
        next: 0,
        out: Vec::new(),
    };
    for f in &g.files {
        if !st.index.contains_key(f.as_str()) {
            visit(f, g, &follow, &mut st);
        }
    }
    st.out
}

/// The edges inside a loop, to show how it closes.
fn loop_edges(g: &Graph, comp: &[String], follow: impl Fn(&str, &str) -> bool) -> Vec<String> {
    let mut out = Vec::new();
    for a in comp {
        for b in g.edges.get(a).into_iter().flatten() {
            if comp.contains(b) && follow(a, b) {
                out.push(format!("{a} → {b}"));
            }
        }
    }
    out
}

#[test]
fn no_import_loops_between_files() {
    let g = graph();
    let follow = |a: &str, b: &str| !loop_exempt(a, b);
    let found = loops(&g, follow);
    let report: Vec<String> = found
        .iter()
        .map(|c| {
            format!(
                "{}:\n    {}",
                c.join(", "),
                loop_edges(&g, c, follow).join("\n    ")
            )
        })
        .collect();
    assert!(
        found.is_empty(),
        "import loops between files:\n  {}",
        report.join("\n  ")
    );
}

#[test]
fn imports_run_one_way() {
    let g = graph();
    let mut wrong = Vec::new();
    for (from, tos) in &g.edges {
        for to in tos {
            let across_screens = matches!((screen(from), screen(to)), (Some(a), Some(b)) if a != b);
            if forbidden(from, to) || across_screens {
                wrong.push(format!("{from} → {to}"));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "imports against the direction (files → content → rules, phase → words → cli, ui):\n  {}",
        wrong.join("\n  ")
    );
}

#[test]
fn screens_are_parts_of_the_ui() {
    assert_eq!(screen("ui/screens/start.rs"), Some("start"));
    assert_eq!(screen("ui/screens/layer/edit/forms.rs"), Some("layer"));
    assert_eq!(screen("ui/screens/mod.rs"), None);
    assert_eq!(screen("ui/app.rs"), None);
    assert!(loop_exempt(
        "ui/screens/layer/edit/mod.rs",
        "ui/screens/layer/mod.rs"
    ));
    assert!(!loop_exempt(
        "ui/screens/layer/mod.rs",
        "ui/screens/lessons/mod.rs"
    ));
    assert!(!loop_exempt("ui/app.rs", "ui/view.rs"));
    assert!(!loop_exempt("ui/screens/start.rs", "ui/app.rs"));
    let g = graph();
    assert!(
        g.files.iter().filter(|f| screen(f).is_some()).count() > 7,
        "the screens are read"
    );
}

/// The reader finds what it must: a test that reads nothing would pass on anything.
#[test]
fn the_reader_sees_imports() {
    let g = graph();
    let has = |a: &str, b: &str| g.edges.get(a).is_some_and(|s| s.contains(b));
    // `use super::…` in a child, `pub use` re-exports followed to the file that defines the
    // item, a macro exported at the crate root.
    assert!(has("rules/solve/mod.rs", "rules/trace.rs"));
    assert!(has("words/report.rs", "words/explain.rs"));
    assert!(has("cli/phase_cmd.rs", "escape.rs"));
    assert!(!has("cli/phase_cmd.rs", "words/mod.rs"));
    assert!(has("words/report.rs", "i18n.rs"));
    assert!(g.files.iter().any(|f| f == "rules/mod.rs"));
    let (mods, tests) = inline_modules(&tokens(
        &blank_comments_and_literals(
            "mod a { use crate::x; }\n#[cfg(test)]\nmod tests { use crate::y; }\n// use crate::z;\nfn f() { let s = \"crate::w\"; }",
        )
        .0,
    ));
    assert_eq!(mods.len(), 1);
    assert_eq!(tests.len(), 1);
}

/// The engine crate is pure: its dependency tree holds no Fluent, terminal or file-format crate,
/// only serde (its derives) and a hash. Read from `cargo tree`, so a crate added to the
/// engine's manifest, or pulled in through one, is seen.
#[test]
fn the_engine_depends_on_no_words_terminal_or_file_format() {
    let out = std::process::Command::new(env!("CARGO"))
        .args([
            "tree",
            "--offline",
            "--locked",
            "-p",
            "layerlab-engine",
            "-e",
            "normal,build",
            "--prefix",
            "none",
            "--format",
            "{p}",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo runs");
    assert!(
        out.status.success(),
        "cargo tree: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let tree = String::from_utf8_lossy(&out.stdout);
    let names: BTreeSet<&str> = tree
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert!(names.contains("layerlab-engine"), "{tree}");
    let allowed = [
        "layerlab-engine",
        "serde",
        "serde_core",
        "serde_derive",
        "proc-macro2",
        "quote",
        "syn",
        "unicode-ident",
        "rustc-hash",
    ];
    let foreign: Vec<&str> = names
        .iter()
        .copied()
        .filter(|n| !allowed.contains(n))
        .collect();
    assert!(
        foreign.is_empty(),
        "the engine depends on {foreign:?}: it holds no words, terminal or file format"
    );
    for banned in [
        "fluent-bundle",
        "ratatui",
        "crossterm",
        "ron",
        "serde_json",
        "toml",
    ] {
        assert!(!allowed.contains(&banned));
    }
}
