//! The dependency view (`d` in the layer sandbox) lists only dependencies between effects of one
//! layer (613.8a); an effect that stops existing because an effect of an earlier layer removed
//! its ability is said as that, not as a dependency.

use std::path::Path;

use layerlab::content::catalogue::Catalogue;
use layerlab::content::scenario::{Loaded, load_file};
use layerlab::i18n::Lang;
use layerlab::rules::layer::Numbering;
use layerlab::rules::solve::{Solution, SolveOptions, solve};
use layerlab::words::deps;
use layerlab::words::explain::Explainer;

fn board(name: &str) -> (Loaded, Solution) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples/layers")
        .join(name);
    let loaded = load_file(&path, &Catalogue::embedded()).expect("example");
    let sol = solve(&loaded.game, &SolveOptions::traced());
    (loaded, sol)
}

fn lines(name: &str, lang: Lang) -> Vec<String> {
    let (loaded, sol) = board(name);
    let ex = Explainer {
        game: &loaded.game,
        trace: &sol.trace,
        lang,
        numbering: Numbering::Current,
    };
    deps::rows(&ex, None).into_iter().map(|(_, l)| l).collect()
}

#[test]
fn an_effect_whose_ability_was_removed_stops_existing() {
    let en = lines("anthem-under-humility.ron", Lang::En);
    assert!(
        !en.iter().any(|l| l.contains("depends on")),
        "Humility acts in layer 6, the Anthem in 7c: no dependency\n{en:#?}"
    );
    assert!(
        en.iter()
            .any(|l| l.starts_with("[7c] Glorious Anthem [anthem]")
                && l.contains(
                    "stops existing: Humility [humility] removed its ability in layer 6"
                )),
        "{en:#?}"
    );
    let fr = lines("anthem-under-humility.ron", Lang::Fr);
    assert!(!fr.iter().any(|l| l.contains("dépend de")), "{fr:#?}");
    assert!(
        fr.iter().any(|l| l.contains("cesse d'exister\u{a0}:")
            && l.contains("a retiré sa capacité en couche 6")),
        "{fr:#?}"
    );
}

#[test]
fn a_dependency_in_one_layer_is_listed() {
    let en = lines("urborg-then-blood-moon.ron", Lang::En);
    assert!(
        en.iter().any(|l| l.starts_with("[4] ")
            && l.contains("[urborg] depends on")
            && l.contains("[moon]")),
        "{en:#?}"
    );
    assert!(!en.iter().any(|l| l.contains("stops existing")), "{en:#?}");
}
