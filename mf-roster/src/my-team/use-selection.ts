import { useState } from 'react';
import type { PlayerModalMode } from './player-modal';

export interface OpenModal {
  mode: PlayerModalMode;
  playerId: number;
}

/** Which player is picked for a move, and which Player Information modal is open. */
export interface Selection {
  selectedId: number | null;
  select: (playerId: number | null) => void;
  modal: OpenModal | null;
  openModal: (modal: OpenModal | null) => void;
  /** Nothing selected and no modal: after a change, or when the modal closes. */
  reset: () => void;
}

export function useSelection(): Selection {
  const [selectedId, select] = useState<number | null>(null);
  const [modal, openModal] = useState<OpenModal | null>(null);
  const reset = () => {
    openModal(null);
    select(null);
  };
  return { selectedId, select, modal, openModal, reset };
}
