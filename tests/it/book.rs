//! The README is a front page and the rest is a book in `docs/` (mdBook): the front page stays
//! short, the book's table of contents (`docs/SUMMARY.md`) names every page of `docs/` once and
//! only pages that exist, and every link between the pages (and to the repository's files)
//! lands on a file and, with a `#`, on a heading of it.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(p: &Path) -> String {
    fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// The lines of a Markdown text outside its code blocks, with their numbers.
fn prose(text: &str) -> Vec<(usize, &str)> {
    let mut code = false;
    let mut out = Vec::new();
    for (i, l) in text.lines().enumerate() {
        if l.trim_start().starts_with("```") {
            code = !code;
            continue;
        }
        if !code {
            out.push((i + 1, l));
        }
    }
    out
}

/// A heading's anchor as mdBook and GitHub make it: lower case, punctuation dropped, spaces
/// as hyphens.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == '-' || *c == ' ' || *c == '_')
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

fn anchors(text: &str) -> BTreeSet<String> {
    prose(text)
        .into_iter()
        .filter_map(|(_, l)| {
            let t = l.trim_start_matches('#');
            (t.len() < l.len() && t.starts_with(' ')).then(|| anchor(t))
        })
        .collect()
}

/// The targets of the inline links `[text](target)` of a line.
fn links(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = line;
    while let Some(k) = rest.find("](") {
        let after = &rest[k + 2..];
        let Some(end) = after.find(')') else { break };
        out.push(after[..end].to_string());
        rest = &after[end..];
    }
    out
}

fn pages() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = fs::read_dir(root().join("docs"))
        .expect("docs/")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    v.sort();
    v
}

#[test]
fn the_readme_is_a_front_page() {
    let readme = read(&root().join("README.md"));
    let n = readme.lines().count();
    assert!(
        n <= 250,
        "README.md has {n} lines: at most 250, the rest goes in the book"
    );
    for needle in ["cargo run --release", "cargo test", "docs/SUMMARY.md"] {
        assert!(readme.contains(needle), "README.md does not say {needle}");
    }
}

#[test]
fn the_summary_names_every_page_once() {
    let summary = read(&root().join("docs/SUMMARY.md"));
    let mut named: BTreeMap<String, usize> = BTreeMap::new();
    for (_, l) in prose(&summary) {
        for t in links(l) {
            *named.entry(t).or_default() += 1;
        }
    }
    let on_disk: BTreeSet<String> = pages()
        .iter()
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .filter(|f| f != "SUMMARY.md" && f != "README.md")
        .collect();
    for (t, n) in &named {
        assert_eq!(*n, 1, "SUMMARY.md names {t} {n} times");
        assert!(
            on_disk.contains(t),
            "SUMMARY.md names {t}, which is not in docs/"
        );
    }
    for f in &on_disk {
        assert!(
            named.contains_key(f),
            "docs/{f} is in no chapter of SUMMARY.md"
        );
    }
    assert!(named.len() >= 12, "{named:?}");
    let book = read(&root().join("docs/book.toml"));
    assert!(
        book.contains("[book]"),
        "docs/book.toml has no [book] table"
    );
}

#[test]
fn every_link_of_the_readme_and_the_book_lands() {
    let mut files = vec![root().join("README.md")];
    files.extend(pages());
    let mut broken = Vec::new();
    let mut seen = 0;
    for f in &files {
        let text = read(f);
        let dir = f.parent().expect("a folder");
        for (n, l) in prose(&text) {
            for t in links(l) {
                if t.starts_with("http://") || t.starts_with("https://") {
                    continue;
                }
                seen += 1;
                let (path, frag) = match t.split_once('#') {
                    Some((p, a)) => (p, Some(a)),
                    None => (t.as_str(), None),
                };
                let target = if path.is_empty() {
                    f.clone()
                } else {
                    dir.join(path)
                };
                let name = format!("{}:{n}: {t}", f.strip_prefix(root()).unwrap().display());
                if !target.exists() {
                    broken.push(format!("{name}: no such file"));
                    continue;
                }
                if let Some(a) = frag
                    && target.extension().is_some_and(|x| x == "md")
                    && !anchors(&read(&target)).contains(a)
                {
                    broken.push(format!("{name}: no such heading"));
                }
            }
        }
    }
    assert!(seen >= 20, "only {seen} links read");
    assert!(broken.is_empty(), "{}", broken.join("\n"));
}

#[test]
fn the_reader_of_links_and_anchors_reads_right() {
    assert_eq!(links("see [a](x.md#b) and [c](d)"), vec!["x.md#b", "d"]);
    assert_eq!(
        anchor("`layerlab solve`: the layers, step by step"),
        "layerlab-solve-the-layers-step-by-step"
    );
    assert_eq!(
        anchor("Files, limits and failures"),
        "files-limits-and-failures"
    );
    assert_eq!(prose("a\n```\nb\n```\nc").len(), 2);
}
