/** The UI kit every page uses: theme, styled primitives, transient messages, pagination, dates. */
export { Button, ButtonRow } from './button';
export type { ButtonVariant } from './button';
export { FormField, Input, Select, SelectField } from './form-field';
export type { FormFieldProps, SelectFieldProps } from './form-field';
export { formatEasternDate, formatEasternDateTime } from './format-date';
export { ItemList, ItemRow } from './item-list';
export { LoadingText } from './loading-text';
export type { LoadingTextProps } from './loading-text';
export { PositionBadge } from './position-badge';
export { MessageBanner } from './message-banner';
export type { MessageBannerProps } from './message-banner';
export { MemberCycler, cycleIndex, memberLabel } from './member-cycler';
export type { MemberCyclerProps } from './member-cycler';
export { Modal } from './modal';
export type { ModalProps } from './modal';
export { Notice } from './notice';
export type { NoticeTone } from './notice';
export { PageTitle, Panel, SectionTitle } from './page-title';
export { PlayerAvatar, initialsOf } from './player-avatar';
export type { PlayerAvatarProps } from './player-avatar';
export { PlayerCard, formatKickoffTime, gameScheduleParts } from './player-card';
export {
  PlayerChoiceList,
  PlayerIdentity,
  StickyActionBar,
  StickyActionText,
} from './player-choice';
export type { ChoosablePlayer } from './player-choice';
export type { PlayerCardGame, PlayerCardPlayer, PlayerCardProps } from './player-card';
export { Pagination } from './pagination';
export type { PaginationProps } from './pagination';
export { paginationItems } from './pagination-items';
export type { PageItem } from './pagination-items';
export { CompactTable, Table, TableScroll } from './table';
export { TeamBadge } from './team-badge';
export { useMediaQuery } from './use-media-query';
export { GlobalStyle, theme } from './theme';
export type { Theme } from './theme';
export {
  ADD_PLAYER_MESSAGE_TIMINGS,
  MESSAGE_TIMINGS,
  useTransientMessage,
} from './use-transient-message';
export type {
  TransientMessage,
  TransientMessageControl,
  TransientMessageTimings,
} from './use-transient-message';
export { RemoteRoot } from './remote-root';
export type { RemoteRootProps } from './remote-root';
