//! Every rule number shown to a reader is a rule. A number of today's rules must be in the list
//! of the 7 February 2025 Comprehensive Rules (`docs/rules/cr-2025-02-07-rule-numbers.txt`); a
//! number the text gives as the course's 2011 one ("613.9 in 2011", "2011: 613.6f", a lesson's
//! `cr_2011`), when it is of rule 611 or 613, must be in the 2011 list
//! (`docs/rules/cr-2011-course-rule-numbers.txt`: 611 as course text 003 has it, 613 as
//! docs/rules-notes.md numbers it), and beside today's number it must be that number's 2011
//! equivalent. 2011 numbers of other rules (706, 707: copies and face-down objects then) are not
//! checked: no text the repository keeps gives them.
//!
//! Read: the strings of lessons/ and examples/ (comments left out: no screen shows them), the
//! messages of locales/ (comments left out), README.md, docs/*.md, Cargo.toml, the string
//! literals of src/ outside `#[cfg(test)]` modules (the numbers the engine and its words attach),
//! the report of `layerlab solve` for every layer scenario of examples/ and lessons/scenarios/ in
//! both languages and both numberings, and `layerlab phase` on every phase example.
//!
//! A rule number is three digits from 100 to 999, a dot, a number, and maybe a subrule letter
//! (`613.8a`), standing alone (not in `1.613.2`, `613.2.1`, `l03-rule-613-7m`, nor before a
//! unit as in `150.3 ms`); a bare section (`707`) counts after "CR", "rule", "règle" or in a
//! list that follows one; the last letter of a range (`613.1b–f`) counts too.

use crate::common;
use crate::rule_cites;
use crate::source_scan;

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use common::binary::phase_output;
use layerlab::content::catalogue::Catalogue;
use layerlab::content::scenario::load_file;
use layerlab::i18n::Lang;
use layerlab::rules::layer::Numbering;
use layerlab::rules::solve::{SolveOptions, solve};
use layerlab::words::report::{self, Report};
use rule_cites::{Era, Lines, cites};
use source_scan::{Tok, blank_comments_and_literals, sources, test_ranges, tokens};

const TODAY_LIST: &str = "docs/rules/cr-2025-02-07-rule-numbers.txt";

/// Rules added after the 7 February 2025 text that the course cites, saying when they came:
/// (number, why it is allowed).
const LATER: &[(&str, &str)] = &[(
    "613.7n",
    "added to 613.7 in 2025 (the timestamp of the static abilities of an object a resolving \
     spell puts onto the battlefield with characteristics); lesson 3 and docs/cards.md say so",
)];
const OLD_LIST: &str = "docs/rules/cr-2011-course-rule-numbers.txt";

// ------------------------------------------------------------------ the lists

/// The two lists of rule numbers.
struct Lists {
    /// The date of today's text, as its list's header gives it.
    date: String,
    today: BTreeSet<String>,
    /// A 2011 number of 611 or 613 → today's equivalents.
    old: BTreeMap<String, Vec<String>>,
}

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(rel: &str) -> String {
    fs::read_to_string(root().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

fn lists() -> Lists {
    let mut date = String::new();
    let mut today = BTreeSet::new();
    for line in read(TODAY_LIST).lines() {
        if let Some(d) = line.strip_prefix("# date: ") {
            date = d.trim().to_string();
        } else if !line.starts_with('#') && !line.trim().is_empty() {
            today.insert(line.trim().to_string());
        }
    }
    let mut old = BTreeMap::new();
    for line in read(OLD_LIST).lines() {
        let line = line.split('#').next().unwrap_or_default().trim();
        if line.is_empty() {
            continue;
        }
        let (then, now) = line
            .split_once('=')
            .unwrap_or_else(|| panic!("{OLD_LIST}: no `=` in `{line}`"));
        let now = now.split_whitespace().map(str::to_string).collect();
        old.insert(then.trim().to_string(), now);
    }
    Lists { date, today, old }
}

/// The section of a rule number (`613` of `613.8a`).
fn section(n: &str) -> &str {
    n.split('.').next().unwrap_or(n)
}

/// Whether `n` is `of` or one of its subrules (`613.7m` of `613.7`, not `613.10` of `613.1`).
fn within(n: &str, of: &str) -> bool {
    n == of
        || n.strip_prefix(of).is_some_and(|rest| {
            rest.starts_with(|c: char| c.is_ascii_lowercase())
                || (!of.contains('.') && rest.starts_with('.'))
        })
}

// ------------------------------------------------------------------ checking them

/// The faults found, one a line: `place: what is wrong`.
struct Check<'a> {
    lists: &'a Lists,
    faults: Vec<String>,
    /// How many numbers were checked, to be sure the reading found them.
    seen: usize,
}

impl Check<'_> {
    /// One number at `place` (`path:line`).
    fn number(&mut self, place: &str, n: &str, era: Era) {
        self.seen += 1;
        match era {
            Era::Today if !self.lists.today.contains(n) && !LATER.iter().any(|l| l.0 == n) => {
                self.faults.push(format!(
                    "{place}: {n} is not a rule of the {} text",
                    self.lists.date
                ));
            }
            Era::Course if !self.lists.old.contains_key(n) => match section(n) {
                "611" => self.faults.push(format!(
                    "{place}: {n}, given as 2011's, is not a rule of 611 in the course's 2011 \
                     text (text 003)"
                )),
                "613" => self.faults.push(format!(
                    "{place}: {n}, given as 2011's, is not in the 2011 numbering of 613 \
                     (docs/rules-notes.md)"
                )),
                _ => {}
            },
            _ => {}
        }
    }

    /// Every number of `text`, whose offset 0 is on line `line` of `path`; all of them given as
    /// 2011's when `course`.
    fn text(&mut self, path: &str, line: usize, text: &str, lines: Lines, course: bool) {
        for c in cites(text, lines) {
            let l = line + text[..c.at].matches('\n').count();
            let place = format!("{path}:{l}");
            let era = if course { Era::Course } else { c.era };
            self.number(&place, &c.number, era);
            if let Some(now) = c.beside.filter(|_| !course) {
                self.pair(&place, &now, &c.number);
            }
        }
    }

    /// Today's number `now` given beside the 2011 number `then`: `now` must be `then`'s
    /// equivalent, or one of its subrules.
    fn pair(&mut self, place: &str, now: &str, then: &str) {
        let Some(equivalents) = self.lists.old.get(then) else {
            // Not a 2011 number of 611 or 613 (reported), or of a rule not checked: say which
            // 2011 number today's has, if the list knows it.
            let known: Vec<&str> = self
                .lists
                .old
                .iter()
                .filter(|(_, e)| e.iter().any(|x| x == now))
                .map(|(k, _)| k.as_str())
                .collect();
            if !known.is_empty() && matches!(section(then), "611" | "613") {
                self.faults.push(format!(
                    "{place}: beside today's {now}, 2011's number is {}",
                    known.join(" or ")
                ));
            }
            return;
        };
        if !equivalents.iter().any(|e| within(now, e)) {
            self.faults.push(format!(
                "{place}: {now} is given beside 2011's {then}, which is today's {}",
                equivalents.join(" or ")
            ));
        }
    }
}

fn rel(p: &Path) -> String {
    p.strip_prefix(root())
        .unwrap_or(p)
        .to_string_lossy()
        .replace('\\', "/")
}

/// The files under `dir` (relative to the repository) ending in `.ext`, sorted.
fn files(dir: &str, ext: &str, deep: bool) -> Vec<PathBuf> {
    fn walk(d: &Path, ext: &str, deep: bool, out: &mut Vec<PathBuf>) {
        let Ok(entries) = fs::read_dir(d) else {
            return;
        };
        for p in entries.flatten().map(|e| e.path()) {
            if p.is_dir() {
                if deep {
                    walk(&p, ext, deep, out);
                }
            } else if p.extension().is_some_and(|x| x == ext) {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    walk(&root().join(dir), ext, deep, &mut out);
    out.sort();
    out
}

/// The strings of a RON file: a string under a field ending in `_2011` is a 2011 number, and
/// is checked against today's number of the field before it (`cr_2011` against `cr`).
fn ron_file(check: &mut Check, path: &Path) {
    let (path, text) = (rel(path), fs::read_to_string(path).expect("a RON file"));
    let (code, lits) = blank_comments_and_literals(&text);
    let mut last: BTreeMap<String, String> = BTreeMap::new();
    for lit in &lits {
        // The field a string is the value of: the name before the last `:` before it.
        let head = code[..lit.pos].rsplit_once(':').map_or("", |(h, _)| h);
        let field: String = head
            .trim_end()
            .chars()
            .rev()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        let course = field.ends_with("_2011");
        check.text(&path, lit.line, &lit.text, Lines::Entries, course);
        match field.strip_suffix("_2011") {
            Some(base) => {
                if let Some(now) = last.get(base) {
                    let place = format!("{path}:{}", lit.line);
                    // A list ("613.3c, 613.3d": 7c was two sublayers in 2011) pairs each.
                    for then in lit.text.split(',') {
                        check.pair(&place, &now.clone(), then.trim());
                    }
                }
            }
            None => {
                last.insert(field, lit.text.trim().to_string());
            }
        }
    }
}

/// A Fluent file, its comment lines left out (blanked, so offsets keep their lines).
fn ftl_file(check: &mut Check, path: &Path) {
    let text = fs::read_to_string(path).expect("a Fluent file");
    let shown: String = text
        .split_inclusive('\n')
        .map(|l| {
            if l.starts_with('#') {
                l.chars().map(|c| if c == '\n' { c } else { ' ' }).collect()
            } else {
                l.to_string()
            }
        })
        .collect();
    check.text(&rel(path), 1, &shown, Lines::Entries, false);
}

/// The string literals of src/ outside test modules; in a function whose name says 2011 they
/// are 2011 numbers (`Layer::rule_2011`).
fn source_literals(check: &mut Check) {
    for (rel, text) in sources() {
        let (code, lits) = blank_comments_and_literals(&text);
        let toks = tokens(&code);
        let tests = test_ranges(&toks, code.len());
        // Where each function starts, and its name.
        let functions: Vec<(usize, &str)> = toks
            .windows(2)
            .filter(|w| w[0].1 == Tok::Ident("fn".into()))
            .filter_map(|w| match &w[1].1 {
                Tok::Ident(name) => Some((w[1].0, name.as_str())),
                _ => None,
            })
            .collect();
        for lit in &lits {
            if tests.iter().any(|&(a, b)| (a..b).contains(&lit.pos)) {
                continue;
            }
            let function = functions
                .iter()
                .take_while(|f| f.0 < lit.pos)
                .last()
                .map_or("", |f| f.1);
            let course = function.contains("2011");
            let path = format!("src/{rel}");
            check.text(&path, lit.line, &lit.text, Lines::Entries, course);
        }
    }
}

/// The check's faults, sorted, or nothing; with how many numbers it read.
fn finish(check: Check, at_least: usize) {
    assert!(
        check.seen >= at_least,
        "only {} rule numbers read (at least {at_least} expected): is the reading broken?",
        check.seen
    );
    let mut faults = check.faults;
    faults.sort();
    faults.dedup();
    assert!(
        faults.is_empty(),
        "{} rule numbers that are not rules:\n{}",
        faults.len(),
        faults.join("\n")
    );
}

// ------------------------------------------------------------------ the tests

#[test]
fn the_lists_are_sound() {
    let l = lists();
    assert_eq!(
        l.date, "7 February 2025",
        "{TODAY_LIST}: its `# date:` line"
    );
    assert!(
        l.today.len() > 3000,
        "{TODAY_LIST}: {} numbers",
        l.today.len()
    );
    for n in [
        "100.1", "613", "613.1a", "613.7m", "613.8c", "613.11", "702.19c",
    ] {
        assert!(l.today.contains(n), "{TODAY_LIST} lacks {n}");
    }
    // The rules skip the letters l and o; 613.7 ends at m.
    for n in ["613.7l", "613.12", "613.4e", "613.9z"] {
        assert!(!l.today.contains(n), "{TODAY_LIST} has {n}");
    }
    // A later rule allowed apart is one the list does not have (else it is allowed twice).
    for (n, _) in LATER {
        assert!(
            !l.today.contains(*n),
            "{n} is in {TODAY_LIST}: drop it from LATER"
        );
    }
    for n in &l.today {
        // A bare section is a rule number after a rule word.
        let cited = if n.contains('.') {
            n.clone()
        } else {
            format!("CR {n}")
        };
        assert_eq!(
            cites(&cited, Lines::Entries)
                .first()
                .map(|c| c.number.as_str()),
            Some(n.as_str()),
            "{TODAY_LIST}: `{n}` is not read as a rule number"
        );
    }
    for (then, now) in &l.old {
        assert!(
            matches!(section(then), "611" | "613"),
            "{OLD_LIST}: {then} is neither 611 nor 613"
        );
        assert!(!now.is_empty(), "{OLD_LIST}: {then} has no equivalent");
        for n in now {
            assert!(
                l.today.contains(n),
                "{OLD_LIST}: {then} = {n}, not a rule today"
            );
        }
    }
    assert_eq!(
        l.old.get("613.6").map(Vec::as_slice),
        Some(&["613.7".to_string()][..])
    );
    assert_eq!(
        l.old.get("613.10").map(Vec::as_slice),
        Some(&["613.11".to_string()][..])
    );
}

/// (text, the numbers it cites, `true` for each given as 2011's).
const READ: &[(&str, &[(&str, bool)])] = &[
    ("see 613.9z.", &[("613.9z", false)]),
    (
        "version 0.12.3, Rust 1.85, 150.3 ms, 2025.02.07, 613.2.1",
        &[],
    ),
    ("l03-rule-613-7m = 5/2, 1/1", &[]),
    (
        "(613.10; 613.9 in 2011)",
        &[("613.10", false), ("613.9", true)],
    ),
    (
        "Règle 613.4c (2011\u{a0}: 613.3d)",
        &[("613.4c", false), ("613.3d", true)],
    ),
    (
        "Rule 613.8a (2011: 613.7a)",
        &[("613.8a", false), ("613.7a", true)],
    ),
    (
        "rules 613.10 and 613.11 (613.9 and 613.10 in 2011)",
        &[
            ("613.10", false),
            ("613.11", false),
            ("613.9", true),
            ("613.10", true),
        ],
    ),
    (
        "x = In 2011 the last item of 613.6 let him. Today's 613.7m uses APNAP.",
        &[("613.6", true), ("613.7m", false)],
    ),
    (
        "(CR 613/611, 707)",
        &[("613", false), ("611", false), ("707", false)],
    ),
    ("613.1b–f", &[("613.1b", false), ("613.1f", false)]),
    ("(613.6 was 613.5)", &[("613.6", false), ("613.5", true)]),
    (
        "(la 613.6 était la 613.5)",
        &[("613.6", false), ("613.5", true)],
    ),
    (
        "7d (then rule 613.3d); 7d (alors règle 613.3d)",
        &[("613.3d", true), ("613.3d", true)],
    ),
    (
        "(613.4c, 613.3d in 2011)",
        &[("613.4c", false), ("613.3d", true)],
    ),
    (
        "(613.6 at the time), (alors la 613.6)",
        &[("613.6", true), ("613.6", true)],
    ),
    (
        "Rule 613.7c is not in the course's 2011 text.",
        &[("613.7c", false)],
    ),
    (
        "- 613.7d (613.6c): x; 613.10 (613.9 and 613.10 in 2011)",
        &[
            ("613.7d", false),
            ("613.6c", true),
            ("613.10", false),
            ("613.9", true),
            ("613.10", true),
        ],
    ),
    (
        "Rule(cr: \\\"613.1\\\", cr_2011: Some(\\\"613.7a\\\"))",
        &[("613.1", false), ("613.7a", true)],
    ),
];

#[test]
fn rule_numbers_are_read_as_written() {
    for (text, want) in READ {
        let got: Vec<(String, bool)> = cites(text, Lines::Entries)
            .into_iter()
            .map(|c| (c.number, c.era == Era::Course))
            .collect();
        let want: Vec<(String, bool)> = want.iter().map(|&(n, c)| (n.to_string(), c)).collect();
        assert_eq!(got, want, "in `{text}`");
    }
    let l = lists();
    let mut check = Check {
        lists: &l,
        faults: Vec::new(),
        seen: 0,
    };
    check.text(
        "t",
        1,
        "613.9z; 2011: 613.6h; 2011: 611.4",
        Lines::Entries,
        false,
    );
    check.text(
        "u",
        1,
        "613.7d (613.6d), (613.8; 613.7 in 2011)",
        Lines::Entries,
        false,
    );
    check.text(
        "v",
        1,
        "Layer 7c (613.4c, 613.4d in 2011), 613.7n",
        Lines::Entries,
        false,
    );
    check.pair("p", "613.8a", "613.6a");
    check.pair("q", "613.4d", "613.4e");
    assert_eq!(
        check.faults,
        [
            "t:1: 613.9z is not a rule of the 7 February 2025 text",
            "t:1: 613.6h, given as 2011's, is not in the 2011 numbering of 613 (docs/rules-notes.md)",
            "t:1: 611.4, given as 2011's, is not a rule of 611 in the course's 2011 text (text 003)",
            "u:1: 613.7d is given beside 2011's 613.6d, which is today's 613.7e",
            "v:1: 613.4d, given as 2011's, is not in the 2011 numbering of 613 (docs/rules-notes.md)",
            "v:1: beside today's 613.4c, 2011's number is 613.3c or 613.3d",
            "p: 613.8a is given beside 2011's 613.6a, which is today's 613.7a",
            "q: beside today's 613.4d, 2011's number is 613.3e",
        ]
    );
}

#[test]
fn every_rule_number_in_the_repository_is_a_rule() {
    let l = lists();
    let mut check = Check {
        lists: &l,
        faults: Vec::new(),
        seen: 0,
    };
    for dir in ["lessons", "examples"] {
        for p in files(dir, "ron", true) {
            ron_file(&mut check, &p);
        }
    }
    for p in files("locales", "ftl", true) {
        ftl_file(&mut check, &p);
    }
    let mut prose = vec![root().join("README.md")];
    prose.extend(files("docs", "md", false));
    for p in &prose {
        let text = fs::read_to_string(p).expect("a Markdown file");
        check.text(&rel(p), 1, &text, Lines::Paragraphs, false);
    }
    check.text("Cargo.toml", 1, &read("Cargo.toml"), Lines::Entries, false);
    source_literals(&mut check);
    finish(check, 1000);
}

/// The scenarios of examples/ and lessons/scenarios/: the layer ones (`Scenario(…)`), and the
/// phase and chain ones, which `layerlab phase` reads.
fn scenarios() -> (Vec<PathBuf>, Vec<PathBuf>) {
    let mut all = files("examples", "ron", true);
    all.extend(files("lessons/scenarios", "ron", true));
    all.into_iter().partition(|p| {
        let text = fs::read_to_string(p).expect("a scenario");
        let (code, _) = blank_comments_and_literals(&text);
        let head = code.trim_start();
        head.starts_with("Scenario(") || head.starts_with("Scenario (")
    })
}

#[test]
fn every_rule_number_in_the_reports_is_a_rule() {
    let l = lists();
    let mut check = Check {
        lists: &l,
        faults: Vec::new(),
        seen: 0,
    };
    let cat = Catalogue::embedded();
    let (layers, phases) = scenarios();
    assert!(
        layers.len() >= 100 && phases.len() >= 20,
        "{layers:?} {phases:?}"
    );
    for path in &layers {
        let name = rel(path);
        let loaded = load_file(path, &cat).unwrap_or_else(|e| panic!("{name}: {e}"));
        for numbering in [Numbering::Current, Numbering::Course] {
            let opts = SolveOptions {
                numbering,
                ..SolveOptions::traced()
            };
            let sol = solve(&loaded.game, &opts);
            let mismatches = report::mismatches(&loaded, &sol);
            for lang in [Lang::En, Lang::Fr] {
                let text = report::text(&Report {
                    loaded: &loaded,
                    sol: &sol,
                    mismatches: &mismatches,
                    lang,
                    numbering,
                    md: false,
                });
                let place = format!("{name} (solve, {lang}, {numbering:?} numbering)");
                check.text(&place, 1, &text, Lines::Entries, false);
            }
        }
    }
    for path in &phases {
        for (format, lang) in [("trace", "en"), ("text", "en"), ("text", "fr")] {
            let text = phase_output(path, format, lang);
            let place = format!("{} (phase, {format}, {lang})", rel(path));
            check.text(&place, 1, &text, Lines::Entries, false);
        }
    }
    finish(check, 1000);
}
