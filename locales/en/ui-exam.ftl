## Mock exams in the app (src/ui/screens/practice/): leaving one, its pause at the end of a phase,
## its report.

ui-exam-ctx-leave = Leaving a mock exam
ui-exam-key-keep = keep it for later
ui-exam-key-discard = discard it
ui-exam-key-stay = back to the exam
ui-exam-leave-question = Leave this mock exam? { $answered ->
    [0] No problem answered yet
    [one] One problem answered
   *[other] { $answered } problems answered
} out of { $total }.
ui-exam-leave-keep = Enter keeps it to resume later: its clock stops until then.
ui-exam-leave-discard = d discards it: its answers never count, in the statistics or in the mistakes to review.
ui-exam-leave-stay = Esc goes back to the exam.
ui-exam-resume = Mock exam, level { $level }: resume it ({ $answered } of { $total } answered)
ui-exam-time = Time taken: { $minutes } min { $seconds } s, out of { $limit ->
    [one] one minute
   *[other] { $limit } minutes
}.
ui-exam-mistakes-title = { $count ->
    [0] No mistake: every problem answered right.
    [one] The one mistake, to review
   *[other] The { $count } mistakes, to review
}
ui-exam-mistake = { $n }. { $concept } — { $question }
ui-exam-mistake-given = your answer: { $given } · expected: { $expected }
ui-exam-mistake-unanswered = not answered · expected: { $expected }
ui-exam-play-over = The phase is over: Enter hands in this answer, u takes the last decision back.
ui-exam-your-play = Your play: { $trace }
