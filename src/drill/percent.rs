//! A share as a whole percentage, rounded half up (2 of 7 is 29 %, 1 of 8 is 13 %): every
//! percentage the app and the command line show goes through it, so a score reads the same
//! in a mock exam's report, the statistics and their chart.

/// `part` of `whole` in percent, rounded half up; `None` when `whole` is zero (or the
/// arithmetic would overflow, which no count of answers reaches).
pub fn percent(part: u64, whole: u64) -> Option<u32> {
    if whole == 0 {
        return None;
    }
    // (100·part + whole/2) / whole, kept in integers: (200·part + whole) / (2·whole).
    let num = part.checked_mul(200)?.checked_add(whole)?;
    let den = whole.checked_mul(2)?;
    u32::try_from(num / den).ok()
}

#[cfg(test)]
mod tests {
    use super::percent;

    #[test]
    fn rounds_half_up() {
        assert_eq!(percent(2, 7), Some(29), "28.57 rounds up");
        assert_eq!(percent(1, 7), Some(14), "14.29 rounds down");
        assert_eq!(percent(1, 8), Some(13), "12.5 rounds up");
        assert_eq!(percent(1, 3), Some(33));
        assert_eq!(percent(2, 3), Some(67));
        assert_eq!(percent(0, 5), Some(0));
        assert_eq!(percent(5, 5), Some(100));
        assert_eq!(percent(199, 200), Some(100), "99.5 rounds up");
        assert_eq!(percent(0, 0), None);
        assert_eq!(percent(u64::MAX, u64::MAX), None, "overflow is no answer");
    }
}
