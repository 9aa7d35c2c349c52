//! Card texts as the course shows them match their Oracle wording: a card's own ability names
//! it by its printed type even while an effect changes its types, and a copy effect that keeps
//! the ability doing the copying reads "except it has this ability".

use crate::common;
use common::binary::{Run, layerlab};

/// What `layerlab ARGS`, run in the repository, writes: standard output, then error.
fn output(args: &[&str]) -> String {
    layerlab()
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .run(b"")
        .all()
}

/// Titania's Song becomes an artifact creature on these boards (Mycosynth Lattice, then its own
/// effect): its text still says "this enchantment", as the Oracle text does.
#[test]
fn titanias_song_animated_is_still_this_enchantment() {
    for lang in ["en", "fr"] {
        let out = output(&[
            "solve",
            "lessons/scenarios/l16-lattice-then-song.ron",
            "--lang",
            lang,
        ]);
        let (good, bad) = if lang == "en" {
            (
                "If this enchantment leaves the battlefield",
                "If this creature leaves",
            )
        } else {
            (
                "Si cet enchantement quitte le champ de bataille",
                "Si cette créature quitte",
            )
        };
        assert!(out.contains(good), "{lang}: no `{good}`:\n{out}");
        assert!(!out.contains(bad), "{lang}: `{bad}`:\n{out}");
    }
}

/// Cemetery Puca's Oracle text, payment and "this ability" included, as the answer of lesson 7's
/// question (the Puca has become a copy of a Craw Wurm and kept the ability).
#[test]
fn cemetery_puca_reads_as_printed() {
    let en = output(&["lesson", "7"]);
    assert!(
        en.contains("Answer: Whenever a creature dies, you may pay {1}. If you do, this creature becomes a copy of that creature, except it has this ability."),
        "{en}"
    );
    let fr = output(&["lesson", "7", "--lang", "fr"]);
    assert!(
        fr.contains("À chaque fois qu'une créature meurt, vous pouvez payer {1}. Si vous faites ainsi, cette créature devient une copie de la créature morte, excepté qu'elle a cette capacité."),
        "{fr}"
    );
}
