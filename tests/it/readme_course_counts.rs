//! The book (`docs/course.md`) gives the course's size as `layerlab check` prints it: a lesson or a question
//! added without updating the book fails here.

use crate::common;

use common::binary::{Run, layerlab};

#[test]
fn the_readme_quotes_the_course_counts_check_prints() {
    let ran = layerlab().args(["check", "--lang", "en"]).run(b"");
    assert_eq!(ran.code, Some(0), "{}", ran.all());
    let line = ran
        .stdout
        .lines()
        .find(|l| l.starts_with("Content OK:"))
        .unwrap_or_else(|| panic!("no count line in {}", ran.all()));
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/course.md"))
        .expect("docs/course.md");
    assert!(
        readme.lines().any(|l| l.trim() == line.trim()),
        "the book's course chapter (docs/course.md) must quote `{line}`"
    );
}
