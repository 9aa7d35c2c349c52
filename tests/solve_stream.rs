//! `solve`'s text and Markdown reports are written as they are made: the bytes are those of
//! the whole report made first, on every layer example and a generated board, in both
//! languages and both numberings.

use std::path::Path;

use layerlab::cli::output::Out;
use layerlab::cli::solve_cmd::{mismatches, report, write_report};
use layerlab::content::catalogue::Catalogue;
use layerlab::content::scenario;
use layerlab::i18n::Lang;
use layerlab::rules::layer::Numbering;
use layerlab::rules::solve::{SolveOptions, solve};

fn moon(n: usize) -> String {
    let mut a = String::new();
    for k in 0..n {
        a.push_str(&format!(
            "Enter(id: \"m{k}\", card: \"Blood Moon\", controller: 0),\n\
             Enter(id: \"u{k}\", card: \"Urborg, Tomb of Yawgmoth\", controller: 1),\n\
             Enter(id: \"f{k}\", card: \"Forest\", controller: 1),\n"
        ));
    }
    format!("Scenario(format_version: 1, actions: [\n{a}])\n")
}

#[test]
fn streamed_reports_are_the_reports() {
    let cat = Catalogue::embedded();
    let mut texts: Vec<(String, String)> = vec![("moon.ron".into(), moon(3))];
    for entry in std::fs::read_dir("examples/layers").expect("the examples") {
        let path = entry.expect("an example").path();
        if path.extension().is_some_and(|e| e == "ron") {
            let text = std::fs::read_to_string(&path).expect("an example reads");
            texts.push((path.display().to_string(), text));
        }
    }
    assert!(texts.len() > 10, "the examples besides the generated board");
    for (name, text) in &texts {
        let loaded = scenario::load_str(Path::new(name), text, &cat).expect("it loads");
        for numbering in [Numbering::Current, Numbering::Course] {
            let sol = solve(
                &loaded.game,
                &SolveOptions {
                    numbering,
                    record: true,
                },
            );
            let unmet = mismatches(&loaded, &sol);
            for lang in [Lang::En, Lang::Fr] {
                for md in [false, true] {
                    let whole = report(&loaded, &sol, &unmet, lang, numbering, md);
                    let mut out = Out::new(Vec::new());
                    write_report(&mut out, &loaded, &sol, &unmet, lang, numbering, md)
                        .expect("a vector takes it all");
                    out.flush().expect("a vector takes it all");
                    let streamed = String::from_utf8(out.raw().get_ref().clone()).unwrap();
                    assert_eq!(streamed, format!("{whole}\n"), "{name} {lang:?} md={md}");
                }
            }
        }
    }
}
