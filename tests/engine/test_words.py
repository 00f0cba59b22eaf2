from tabletop.engine.words import article, count, plural


def test_counts_say_no_one_and_many() -> None:
    assert count(0, "card") == "no cards"
    assert count(1, "card") == "1 card"
    assert count(2, "recruit point") == "2 recruit points"
    assert count(1, "recruit point") == "1 recruit point"
    assert count(0, "card", zero="") == "0 cards"
    assert count(3, "enemy") == "3 enemies" and count(2, "match") == "2 matches"
    assert count(2, "day") == "2 days" and count(2, "wolf", "wolves") == "2 wolves"
    assert plural("card", -1) == "card"


def test_articles_follow_the_sound() -> None:
    assert article("attack") == "an attack"
    assert article("card") == "a card"
    assert article("unit") == "a unit"
    assert article("hour") == "an hour"
    assert article("Equipment card") == "an Equipment card"
