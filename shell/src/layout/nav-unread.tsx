import type { MessageSide } from '@ham/contracts/request-messages';
import { requestMessagesQueries, UnreadBadge } from '@ham/ui';
import { useQuery } from '@tanstack/react-query';

/**
 * The badge of a menu entry: the other side's messages `side` has not read (one indexed count,
 * asked again every minute and after each message sent or read). Nothing while unknown or zero.
 */
export function NavUnread({ side }: { side: MessageSide }) {
  const unread = useQuery(requestMessagesQueries.unread(side));
  return <UnreadBadge count={unread.data?.unread ?? 0} />;
}
