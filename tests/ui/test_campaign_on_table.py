"""A WildStorms campaign on the table as a new user plays it: chosen on the start screen, two battles
with the InterMission between them by buttons and drags, undone across the InterMission, saved and
opened again; and the battle that wins a campaign."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QPushButton

from tabletop import paths
from tabletop.engine.persistence import load_session
from tabletop.engine.position_file import read_position
from tabletop.engine.position_script import find_action, session_of
from tabletop.engine.session import Session
from tabletop.games import registry
from tabletop.games.wildstorms.modifiers import attack_value, defense_value
from tabletop.ui.main_window import MainWindow
from tabletop.ui.start_screen import StartScreen
from tests.ui.conftest import activate
from tests.ui.driver import pass_curtain, perform_by_gesture

ORDER = ("KeepHand", "ChooseBattlesite", "ChoosePrize", "ChooseFirst", "FlyToStaging", "DoneFlying", "DrawCards",
         "DoneDeclaring", "PlayCombatCard", "PassCombat", "PassWindow", "AnswerOffer", "Recruit",
         "RecruitFromHolding", "Equip", "MoveStagingIn", "MoveFromStaging", "NextPhase")


def _margin(window: MainWindow, action) -> int:  # noqa: ANN001
    ctx = window.controller.game.context(window.controller.state)
    return (attack_value(ctx, action.attacker, action.defender, action.style).total
            - defense_value(ctx, action.defender, action.attacker, action.style).total)


def next_move(window: MainWindow):  # noqa: ANN201
    """What a plain player does: attack when it can succeed, recruit to the rear rank, take every choice offered."""
    state = window.controller.state
    actions = window.controller.legal_actions()
    declared = {record["attacker"] for record in state.data.get("attacks", ())}
    attacks = [a for a in actions if type(a).__name__ == "DeclareAttack" and a.attacker not in declared]
    if attacks:
        best = max(attacks, key=lambda a: _margin(window, a))
        if _margin(window, best) >= 0:
            return best
    for name in ORDER:
        found = [a for a in actions if type(a).__name__ == name]
        if name == "Recruit":
            found = [a for a in found if a.to_zone.endswith(".rear")]
        if name == "AnswerOffer":
            found = [a for a in found if a.accept]
        if name == "Equip":  # onto characters (a sight onto a weapon tucked under a character is left out)
            found = [a for a in found if state.zones.get(state.cards[a.host].location) is not None]
        if found:
            return found[0]
    return actions[0]


def prompt_text(window: MainWindow) -> str:
    return window.controller.game.prompt(window.controller.state)


def test_two_battles_of_a_campaign_with_the_intermission_on_the_table(qtbot, monkeypatch, tmp_path) -> None:
    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.select_game("wildstorms")
    variants = [screen.variant.itemData(i) for i in range(screen.variant.count())]
    screen.variant.setCurrentIndex(variants.index("campaign"))
    assert {row.chosen().deck.format for row in screen.rows} == {"campaign"}, "campaign decks are picked"
    goal = screen.option_boxes["campaign_goal"]
    goal.setCurrentIndex(goal.findData("50"))
    stall = screen.option_boxes["stalled_battle"]
    stall.setCurrentIndex(stall.findData("10"))
    for row, name in zip(screen.rows, ("StormWatch Campaign", "WildC.A.T.s Campaign"), strict=True):
        row.deck.setCurrentIndex(next(i for i, deck in enumerate(row.decks) if deck.name == name))
    screen.rows[0].name.setText("Ann")
    screen.rows[1].name.setText("Bob")
    screen.seed.setText("5")
    setup = screen.setup()
    assert setup is not None, screen.message.text()
    assert setup.variant == "campaign" and setup.option("campaign_goal") == "50"

    game = registry.load("wildstorms")
    window = MainWindow(Session(game, setup), autosave=False)
    window.ask_on_close = False
    qtbot.addWidget(window)
    window.resize(1500, 950)
    activate(qtbot, window)
    state = window.controller.state
    seen: dict[str, str] = {}
    intermissions = 0
    for _ in range(700):
        if window.controller.session.is_over():
            break
        before = state.phase
        decision = state.decision
        if state.data.get("battle", 1) == 2 and decision is not None and decision["kind"] in (
                "flight", "battlesite", "prize", "first"):
            pass_curtain(window)
            QApplication.processEvents()
            seen.setdefault(decision["kind"], prompt_text(window))
            buttons = [b.text() for b in window.prompt.findChildren(QPushButton) if b.isVisibleTo(window.prompt)]
            seen.setdefault(decision["kind"] + " buttons", " | ".join(buttons))
            seen.setdefault("status", " | ".join(window.controller.game.status(state)))
        perform_by_gesture(window, next_move(window), monkeypatch)
        if state.phase == "InterMission" and before != "InterMission":
            intermissions += 1
            if intermissions == 2:
                break
    assert intermissions == 2 or window.controller.session.is_over(), "two battles are fought"
    assert state.data["battle"] == 2
    log = "\n".join(window.log.entries())
    assert "InterMission after battle 1" in log and "goes to" in log and "campaign points" in log
    # the InterMission says what happens, whose decision it is and where the points stand
    assert "first" in seen and "InterMission after battle 1" in seen["first"]
    assert "you lost the last battle, so you choose who goes first" in seen["first"]
    assert "of 50 campaign points" in seen["first"] and "I go first" in seen["first buttons"]
    assert "Campaign, battle 2" in seen["status"] and "Battle 1 brought: " in seen["status"]
    if "flight" in seen:
        assert "Fly " in seen["flight buttons"] and "Done" in seen["flight buttons"]

    # undo back across the InterMission into battle 1, then redo to where we were
    done = window.controller.state.to_json()
    stack = window.controller.undo_stack
    undone = 0
    while state.data.get("battle", 1) == 2 or state.phase in ("InterMission", "Setup"):
        pass_curtain(window)
        stack.undo()
        undone += 1
    assert state.data.get("battle", 1) == 1 and state.phase not in ("InterMission", "Setup")
    for _ in range(undone):
        pass_curtain(window)
        stack.redo()
    assert window.controller.state.to_json() == done

    # one save: quit in the middle of the campaign and open it again
    path = tmp_path / "campaign.tabletop"
    assert window.save_to(path)
    again = load_session(path, registry.load)
    assert again.state.to_json() == done and again.state.data["battle"] == 2


def test_the_battle_that_wins_the_campaign_on_the_table(qtbot, monkeypatch) -> None:
    position = read_position(paths.cards_dir() / "wildstorms" / "positions" / "campaign_won.yaml", registry.load)
    window = MainWindow(session_of(position), autosave=False)
    window.ask_on_close = False
    qtbot.addWidget(window)
    window.resize(1280, 720)
    activate(qtbot, window)
    state = window.controller.state
    for label in ("Maul attacks Claymore (Thrown Objects)", "Done declaring: fight 1 attack(s)", "Ann passes",
                  "Bob passes"):
        if window.controller.session.is_over():
            break
        action = find_action(window.controller.game, state, label)
        perform_by_gesture(window, action, monkeypatch)
    assert window.controller.session.winner() == 0
    assert prompt_text(window).startswith("Ann wins the campaign (Ann 106, Bob 57 of 100 campaign points)")
