//! The repository stands alone: a clone has nothing beside it, so no file of it may read or
//! point to the course folder that sat beside the first checkout.

use std::path::{Path, PathBuf};

/// Files of the repository (what a clone holds): everything but `.git` and build output.
fn repository_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        let name = e.file_name();
        if name == ".git" || name == "target" {
            continue;
        }
        match e.file_type() {
            Ok(t) if t.is_dir() => repository_files(&p, out),
            Ok(t) if t.is_file() => out.push(p),
            _ => {}
        }
    }
}

#[test]
fn no_file_refers_to_the_folder_beside_the_repository() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    // Split so that this file does not match itself.
    let needle = concat!("../", "shared");
    let mut files = Vec::new();
    repository_files(root, &mut files);
    assert!(files.len() > 100, "the walk found too few files");
    let mut hits = Vec::new();
    for f in files {
        let Ok(text) = std::fs::read_to_string(&f) else {
            continue; // binary files
        };
        for (i, line) in text.lines().enumerate() {
            if line.contains(needle) {
                hits.push(format!("{}:{}: {line}", f.display(), i + 1));
            }
        }
    }
    assert!(hits.is_empty(), "{}", hits.join("\n"));
}

#[test]
fn the_examples_live_in_the_repository() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for sub in ["examples/layers", "examples/phase"] {
        let n = std::fs::read_dir(root.join(sub))
            .map(|d| d.count())
            .unwrap_or(0);
        assert!(n >= 10, "{sub} holds {n} files");
    }
}
