//! The limits every input is held to, so that no file, however large, deep or hostile, can hang
//! layerlab or make it run out of memory. Each limit is documented in the README (Limits).

use std::io::Read;
use std::path::Path;

use super::file_error::{FileError, Problem};
use crate::i18n::Arg;

/// The largest file layerlab reads (scenario, phase script, lesson, Fluent, progress, settings,
/// drill template): 4 MiB, far above any real one.
pub(crate) const MAX_FILE_BYTES: u64 = 4 * 1024 * 1024;
/// How deeply brackets may nest in a RON or Fluent file (parentheses, brackets and braces in
/// RON; braces and call parentheses in Fluent). Deeper, the file is refused at the first bracket
/// too deep: both parsers recurse on nesting, and 100,000 levels would overflow the stack.
pub const MAX_NESTING: usize = 64;
/// How many files a content folder (`--content DIR`) may hold (its `.ron` and `.ftl` files).
pub(crate) const MAX_CONTENT_FILES: usize = 4096;
/// How many bytes a content folder's files may hold together.
pub(crate) const MAX_CONTENT_BYTES: u64 = 64 * 1024 * 1024;
/// The largest configuration file read: a hand-written file of settings and key lists is a few
/// kilobytes; anything much bigger is not one.
pub(crate) const MAX_CONFIG_BYTES: u64 = 256 * 1024;
/// How deep folders may go inside a content folder's `lessons/` and `locales/`.
pub(crate) const MAX_FOLDER_DEPTH: usize = 16;

/// Reads the text of the regular file at `path`, at most [`MAX_FILE_BYTES`]. A folder, a FIFO,
/// a device or a socket is refused before it is opened (opening a FIFO would block, reading
/// `/dev/zero` would never end); text that is not UTF-8 is refused with the place it breaks.
pub fn read_text(path: &Path) -> Result<String, FileError> {
    read_text_limited(path, MAX_FILE_BYTES)
}

/// [`read_text`] with another limit (tests).
pub(crate) fn read_text_limited(path: &Path, limit: u64) -> Result<String, FileError> {
    let meta = std::fs::metadata(path).map_err(|e| io_error(path, &e))?;
    if !meta.is_file() {
        let id = if meta.is_dir() {
            "file-error-is-folder"
        } else {
            "file-error-not-regular"
        };
        return Err(FileError::at(path, 1, 1, Problem::new(id, vec![])));
    }
    let too_big = || {
        FileError::at(
            path,
            1,
            1,
            Problem::new(
                "file-error-too-big",
                vec![("limit", Arg::Str(format_size(limit)))],
            ),
        )
    };
    if meta.len() > limit {
        return Err(too_big());
    }
    let file = std::fs::File::open(path).map_err(|e| io_error(path, &e))?;
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    // The file may have grown since `metadata`: read one byte past the limit to tell.
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| io_error(path, &e))?;
    if bytes.len() as u64 > limit {
        return Err(too_big());
    }
    // A byte-order mark, as some editors on Windows start a UTF-8 file, says nothing: skipped,
    // so that the file reads as if it were not there (columns count from after it).
    let bytes = without_bom(bytes);
    String::from_utf8(bytes).map_err(|e| {
        let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        // Valid up to here, so this is text.
        let before = std::str::from_utf8(good).unwrap_or("");
        let (line, col) = line_col(before, before.len());
        FileError::at(path, line, col, Problem::new("file-error-not-utf8", vec![]))
    })
}

/// The UTF-8 byte-order mark.
const UTF8_BOM: &[u8] = b"\xEF\xBB\xBF";

/// `bytes` without a UTF-8 byte-order mark at their start, if they have one.
pub(crate) fn without_bom(mut bytes: Vec<u8>) -> Vec<u8> {
    if bytes.starts_with(UTF8_BOM) {
        bytes.drain(..UTF8_BOM.len());
    }
    bytes
}

/// An I/O error reading `path`, in words.
pub(crate) fn io_error(path: &Path, e: &std::io::Error) -> FileError {
    let id = match e.kind() {
        std::io::ErrorKind::NotFound => "file-error-not-found",
        std::io::ErrorKind::PermissionDenied => "file-error-permission",
        _ => "file-error-io",
    };
    FileError::at(
        path,
        1,
        1,
        Problem::new(id, vec![("reason", Arg::Str(e.to_string()))]),
    )
}

/// A size in bytes as people write it (`4 MiB`, `512 KiB`, `100 bytes`).
pub(crate) fn format_size(bytes: u64) -> String {
    const KIB: u64 = 1024;
    const MIB: u64 = 1024 * 1024;
    if bytes >= MIB && bytes.is_multiple_of(MIB) {
        format!("{} MiB", bytes / MIB)
    } else if bytes >= KIB && bytes.is_multiple_of(KIB) {
        format!("{} KiB", bytes / KIB)
    } else {
        format!("{bytes} bytes")
    }
}

/// Where each line of a text starts, and how many characters come before every
/// [`LineIndex::CHUNK`]-th byte: the place of an offset is then a binary search and a count
/// within one chunk, so a file with thousands of values to place is placed in linear time, where
/// [`line_col`] counts from the start each time.
#[derive(Clone, Debug)]
pub(crate) struct LineIndex {
    /// The byte offset where each line starts (the first is 0).
    starts: Vec<usize>,
    /// The number of characters before byte `k * CHUNK`, for each `k`.
    chars: Vec<usize>,
}

impl LineIndex {
    const CHUNK: usize = 4096;

    pub(crate) fn new(text: &str) -> LineIndex {
        let b = text.as_bytes();
        let mut starts = vec![0];
        starts.extend(memchr_all(b'\n', b).map(|i| i + 1));
        let mut chars = Vec::with_capacity(b.len() / Self::CHUNK + 1);
        let mut seen = 0usize;
        for chunk in b.chunks(Self::CHUNK) {
            chars.push(seen);
            seen += count_chars(chunk);
        }
        chars.push(seen);
        LineIndex { starts, chars }
    }

    /// The number of characters of `text` before byte `pos` (a character boundary).
    fn chars_before(&self, text: &str, pos: usize) -> usize {
        let k = pos / Self::CHUNK;
        let from = k * Self::CHUNK;
        self.chars.get(k).copied().unwrap_or(0) + count_chars(&text.as_bytes()[from..pos])
    }

    /// [`line_col`] of `text`, which this index was made of.
    pub(crate) fn line_col(&self, text: &str, pos: usize) -> (usize, usize) {
        let mut pos = pos.min(text.len());
        while !text.is_char_boundary(pos) {
            pos -= 1;
        }
        let line = self.starts.partition_point(|&s| s <= pos).max(1);
        let start = self.starts[line - 1];
        let col = self.chars_before(text, pos) - self.chars_before(text, start) + 1;
        (line, col)
    }
}

/// The offsets of `byte` in `b`.
fn memchr_all(byte: u8, b: &[u8]) -> impl Iterator<Item = usize> + '_ {
    b.iter()
        .enumerate()
        .filter_map(move |(i, c)| (*c == byte).then_some(i))
}

/// The characters in UTF-8 bytes `b`: the bytes that do not continue a character (whatever
/// the cut, so a chunk may start or end inside a character).
fn count_chars(b: &[u8]) -> usize {
    b.iter().filter(|c| (**c & 0xC0) != 0x80).count()
}

/// The 1-based line and column (in characters) of byte `pos` of `text`.
pub(crate) fn line_col(text: &str, pos: usize) -> (usize, usize) {
    let mut pos = pos.min(text.len());
    while !text.is_char_boundary(pos) {
        pos -= 1;
    }
    let before = &text[..pos];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_index_places_as_the_scan_does() {
        // Accents and a character cut by the index's chunks, on long and short lines.
        let mut text = String::from("é\n\nab");
        for k in 0..3000 {
            text.push_str(if k % 7 == 0 { "\n" } else { "«àé»x" });
        }
        let index = LineIndex::new(&text);
        for pos in (0..=text.len() + 2)
            .step_by(3)
            .chain([0, 1, 2, 3, text.len()])
        {
            assert_eq!(index.line_col(&text, pos), line_col(&text, pos), "at {pos}");
        }
        let empty = LineIndex::new("");
        assert_eq!(empty.line_col("", 5), (1, 1));
    }

    /// A folder removed when dropped, also when an assertion fails.
    struct Removed(std::path::PathBuf);

    impl Drop for Removed {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    /// `name` in a fresh folder of its own for the test `test`, with the folder's guard: keep
    /// it while the test uses the file.
    fn temp(test: &str, name: &str) -> (Removed, std::path::PathBuf) {
        let dir =
            std::env::temp_dir().join(format!("layerlab-limits-{}-{test}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join(name);
        (Removed(dir), file)
    }

    #[test]
    fn refuses_folders_devices_and_big_files() {
        let dir = std::env::temp_dir();
        assert_eq!(
            read_text(&dir).unwrap_err().problem.id,
            "file-error-is-folder"
        );
        if Path::new("/dev/zero").exists() {
            let e = read_text(Path::new("/dev/zero")).unwrap_err();
            assert_eq!(e.problem.id, "file-error-not-regular");
        }
        let (_dir, p) = temp("big", "big.ron");
        std::fs::write(&p, "x".repeat(101)).unwrap();
        let e = read_text_limited(&p, 100).unwrap_err();
        assert_eq!(e.problem.id, "file-error-too-big");
        assert!(e.to_string().contains("100 bytes"), "{e}");
        assert!(read_text_limited(&p, 101).is_ok());
    }

    #[test]
    fn not_utf8_has_a_place() {
        let (_dir, p) = temp("utf8", "latin1.ron");
        std::fs::write(&p, b"ab\ncd\xe9f").unwrap();
        let e = read_text(&p).unwrap_err();
        assert_eq!((e.line, e.col), (2, 3), "{e}");
        assert_eq!(e.problem.id, "file-error-not-utf8");
    }

    #[test]
    fn sizes_in_words() {
        assert_eq!(format_size(MAX_FILE_BYTES), "4 MiB");
        assert_eq!(format_size(512 * 1024), "512 KiB");
        assert_eq!(format_size(100), "100 bytes");
    }
}
