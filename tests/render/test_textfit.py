"""Text fitting: wrap, shrink step by step, never draw outside the box."""

from __future__ import annotations

from tabletop.render.canvas import Canvas, text_fits
from tabletop.render.textfit import LINE_SPACING, fit_block, fit_line, line_width

BOX = (0, 0, 200, 100)


def _inside(fit, box) -> bool:
    width, height = box[2] - box[0], box[3] - box[1]
    return fit.height <= height + 0.01 and all(line_width(line, fit.size) <= width + 0.5 for line in fit.lines)


def test_short_text_fits_at_the_largest_size() -> None:
    fit = fit_block([[("Draw a card.", "regular")]], BOX, 16, 8)
    assert fit.fits and fit.size == 16 and len(fit.lines) == 1


def test_longer_text_shrinks_until_it_fits() -> None:
    text = "When this card is played, choose one of your characters; it gets +2 until the end of the turn. " * 2
    fit = fit_block([[(text, "regular")]], BOX, 16, 6)
    assert fit.fits and 6 <= fit.size < 16
    assert _inside(fit, BOX)
    bigger = fit_block([[(text, "regular")]], BOX, fit.size + 1, fit.size + 1)
    assert not bigger.fits  # the chosen size is the largest that fits


def test_too_much_text_is_cut_with_an_ellipsis_and_reported() -> None:
    fit = fit_block([[("word " * 400, "regular")]], BOX, 14, 9)
    assert not fit.fits and fit.size == 9
    assert _inside(fit, BOX)
    assert fit.lines[-1][-1][1] == "…"


def test_styles_and_paragraphs_keep_their_words_apart() -> None:
    fit = fit_block([[("AFTER COMBAT: ", "bold"), ("Draw 1 card.", "regular")], [("+2", "bold"), ("C", "regular")]], (0, 0, 400, 100), 14, 8)
    first, second = fit.lines
    assert [piece for _, piece, _, _ in first] == ["AFTER", "COMBAT:", "Draw", "1", "card."]
    assert [piece for _, piece, _, _ in second] == ["+2", "C"]
    assert second[1][0] > second[0][0]  # glued: "C" right after "+2", no space
    assert fit.line_gaps[1] > 0  # a gap between paragraphs


def test_a_word_wider_than_the_box_is_broken() -> None:
    fit = fit_block([[("Supercalifragilisticexpialidocious", "bold")]], (0, 0, 80, 200), 20, 20)
    assert fit.fits and len(fit.lines) > 1 and _inside(fit, (0, 0, 80, 200))


def test_fit_line_shrinks_then_ellipsizes() -> None:
    assert fit_line("Grifter", "bold", (0, 0, 200, 40), 24, 10).size == 24
    long_name = "A Name Far Too Long For Such A Narrow Title Bar"
    fit = fit_line(long_name, "bold", (0, 0, 120, 40), 24, 10)
    assert not fit.fits and fit.lines[0][0][1].endswith("…")
    assert line_width(fit.lines[0], fit.size) <= 120


def test_title_falls_back_to_two_lines() -> None:
    canvas = Canvas((360, 504))
    fit = canvas.title((10, 10, 150, 50), "Sample Equipment With a Rather Long Name", "#ffffff", 22)
    assert fit.fits and len(fit.lines) == 2
    assert fit.height <= 40 + 0.01
    assert text_fits(canvas.fits)


def test_canvas_records_every_fit() -> None:
    canvas = Canvas((360, 504))
    canvas.line((0, 0, 100, 30), "Hello", "#000000")
    canvas.block((0, 40, 100, 60), [[("word " * 100, "regular")]], "#000000", 12, 9)
    canvas.pills((0, 70, 360, 100), ["Flight", "Psi 4"], "#eeeeee")
    assert len(canvas.fits) == 3
    assert not text_fits(canvas.fits)
    assert LINE_SPACING > 1
