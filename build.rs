//! Embeds the content files (`locales/**.ftl`, `lessons/**.ron`) in the binary, so layerlab runs
//! from anywhere; `--content DIR` reads another folder at run time instead.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn collect(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect(&p, ext, out);
        } else if p.extension().is_some_and(|x| x == ext) {
            out.push(p);
        }
    }
}

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let mut files = Vec::new();
    collect(&root.join("locales"), "ftl", &mut files);
    collect(&root.join("lessons"), "ron", &mut files);
    files.sort();
    let mut code = String::from(
        "/// Content files: (path relative to the repository, contents).\npub const FILES: &[(&str, &str)] = &[\n",
    );
    for f in &files {
        let rel = f
            .strip_prefix(&root)
            .expect("under the root")
            .to_string_lossy()
            .replace('\\', "/");
        writeln!(
            code,
            "    ({rel:?}, include_str!({:?})),",
            f.to_string_lossy()
        )
        .expect("write to a string");
    }
    code.push_str("];\n");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets it")).join("embedded.rs");
    std::fs::write(out, code).expect("write embedded.rs");
    println!("cargo:rerun-if-changed=locales");
    println!("cargo:rerun-if-changed=lessons");
    for f in &files {
        println!("cargo:rerun-if-changed={}", f.display());
    }
}
