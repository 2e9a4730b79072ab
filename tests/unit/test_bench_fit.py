"""bench.fit fits each field's weights as a conditional logit; a feature whose sign is known before the fit (SIGNS)
never comes out with the other sign, whatever a corpus's layouts teach."""

from __future__ import annotations

from bench.fit import fit_field


def _group(rows: list[dict[str, float]], right: int | None) -> dict[str, object]:
    return {"field": "position", "case": "c", "rows": rows, "right": [] if right is None else [right], "labelled": True}


def test_a_feature_of_known_sign_is_held_at_zero_when_the_corpus_pulls_it_the_other_way() -> None:
    # given a corpus where the right value always ends on a small word ('SARL AU' read as dangling) and its
    # confidence is the lower one: unconstrained, both would be learnt with the wrong sign
    groups = [
        _group(
            [
                {"bias": 1.0, "dangling": 1.0, "conf": 0.6, "n_words": 0.5},
                {"bias": 1.0, "dangling": 0.0, "conf": 0.9, "n_words": 0.25},
            ],
            0,
        )
        for _ in range(40)
    ]
    names = ["bias", "conf", "dangling", "n_words", "null"]

    # when fitted
    w = dict(zip(names, fit_field(groups, names), strict=True))

    # then the signs hold (held at zero), and the rest still learns the corpus: the longer value wins
    assert w["dangling"] <= 0.0 and w["conf"] >= 0.0
    assert w["n_words"] > 0.0


def test_a_feature_of_known_sign_is_learnt_when_the_corpus_agrees() -> None:
    groups = [_group([{"bias": 1.0, "conf": 0.95}, {"bias": 1.0, "conf": 0.4}], 0) for _ in range(40)]
    names = ["bias", "conf", "null"]
    w = dict(zip(names, fit_field(groups, names), strict=True))
    assert w["conf"] > 1.0


def test_leave_one_family_out_scores_each_blind_family_on_weights_fitted_without_it() -> None:
    from bench.fit import by_family, family_of

    assert [family_of(c) for c in ("r0c12", "s0c3", "blind_b/c04")] == ["r0", "s0", "blind_b"]
    # the right value is the one with the higher confidence, in the generator's cases and in two blind families
    groups = [
        {**_group([{"bias": 1.0, "conf": 0.95}, {"bias": 1.0, "conf": 0.4}], 0), "case": case}
        for case in ["r0c1"] * 20 + ["blind_b/c01"] * 5 + ["blind_c/c01"] * 5
    ]
    (line,) = by_family(groups)
    assert "blind_b, blind_c" in line and "(10/10)" in line
