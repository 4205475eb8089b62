import {
  POSITIONS,
  buildSlotLayout,
  canPlayInSlot,
  positionMaximum,
  type Position,
  type RosterRules,
} from '@fangtasy/shared/domain';

/**
 * The positions a league's draft offers: those one of its rule sets can hold — a slot other than
 * IR takes the position and the position's maximum leaves room. QB, RB, WR and TE have slots of their own; K and DEF only a bench
 * (rules §5.3), so a league without bench slots drafts none.
 */
export function draftablePositions(ruleSets: readonly RosterRules[]): Position[] {
  return POSITIONS.filter((position) =>
    ruleSets.some(
      (rules) =>
        (positionMaximum(rules, position) ?? Number.POSITIVE_INFINITY) > 0 &&
        buildSlotLayout(rules).some(
          // A healthy player: IR takes only the injured, so it opens no position.
          (slot) => canPlayInSlot({ position, is_injured: 0 }, slot.kind),
        ),
    ),
  );
}
