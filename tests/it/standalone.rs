//! The repository stands alone: a clone has nothing beside it, so no file of it may read or
//! point to the course folder that sat beside the first checkout. So does its package: it holds
//! what the build embeds, and the declared Rust version is one that builds it.

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

/// `cargo ARGS` in the repository, offline (a clone's crates are already there); its stdout.
fn cargo(args: &[&str]) -> String {
    let out = std::process::Command::new(env!("CARGO"))
        .args(args)
        .arg("--offline")
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo runs");
    assert!(
        out.status.success(),
        "cargo {}: {}",
        args.join(" "),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// A version's numbers ("1.88" and "1.88.0" are the same version).
fn version(v: &str) -> Vec<u32> {
    let mut n: Vec<u32> = v.split('.').map(|x| x.parse().expect("a number")).collect();
    while n.last() == Some(&0) {
        n.pop();
    }
    n
}

#[test]
fn the_declared_rust_version_builds_every_dependency_and_is_the_readmes() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).expect("Cargo.toml");
    let declared = manifest
        .lines()
        .find_map(|l| l.strip_prefix("rust-version = \""))
        .and_then(|l| l.strip_suffix('"'))
        .expect("rust-version in Cargo.toml");
    let readme = std::fs::read_to_string(root.join("README.md")).expect("README.md");
    assert!(
        readme.contains(&format!("Rust toolchain ({declared} or later)")),
        "the README asks for another Rust than {declared}"
    );
    let metadata: serde_json::Value =
        serde_json::from_str(&cargo(&["metadata", "--format-version", "1", "--locked"]))
            .expect("cargo metadata's JSON");
    let mut higher = Vec::new();
    for p in metadata["packages"].as_array().expect("packages") {
        if let Some(needs) = p["rust_version"].as_str()
            && version(needs) > version(declared)
        {
            higher.push(format!("{} {} needs {needs}", p["name"], p["version"]));
        }
    }
    assert!(
        higher.is_empty(),
        "rust-version {declared} is below what these need:\n{}",
        higher.join("\n")
    );
}

#[test]
fn the_package_holds_what_the_build_embeds_and_no_tests() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let listed = cargo(&["package", "--list", "--allow-dirty", "-p", "layerlab"]);
    let packaged: std::collections::BTreeSet<&str> = listed.lines().collect();
    // What build.rs embeds (every .ftl and .ron under locales/ and lessons/), and the files the
    // source includes.
    let mut needed = Vec::new();
    for dir in ["locales", "lessons"] {
        let mut files = Vec::new();
        repository_files(&root.join(dir), &mut files);
        needed.extend(files);
    }
    let mut sources = Vec::new();
    repository_files(&root.join("src"), &mut sources);
    for source in &sources {
        let text = std::fs::read_to_string(source).unwrap_or_default();
        const MARK: &str = "include_str!(\"";
        for (at, _) in text.match_indices(MARK) {
            let relative = text[at + MARK.len()..]
                .split('"')
                .next()
                .unwrap_or_default();
            needed.push(source.parent().expect("a folder").join(relative));
        }
    }
    assert!(needed.len() > 250, "found {} files to embed", needed.len());
    let mut missing = Vec::new();
    for file in needed {
        let file = file.canonicalize().expect("an embedded file exists");
        let relative = file
            .strip_prefix(root.canonicalize().expect("the root"))
            .expect("in the repository");
        let name = relative.to_string_lossy().replace('\\', "/");
        if !packaged.contains(name.as_str()) {
            missing.push(name);
        }
    }
    for file in [
        "build.rs",
        "LICENSE",
        "README.md",
        "CHANGELOG.md",
        "src/main.rs",
    ] {
        if !packaged.contains(file) {
            missing.push(file.to_string());
        }
    }
    assert!(missing.is_empty(), "not packaged: {missing:?}");
    let extra: Vec<&&str> = packaged
        .iter()
        .filter(|f| {
            f.starts_with("tests/") || f.starts_with("benches/") || f.starts_with("examples/")
        })
        .collect();
    assert!(extra.is_empty(), "packaged but not needed: {extra:?}");
}
