import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/EmptyState';
import { PageTitle } from '@/components/PageTitle';
import { useCurrentUser } from '@/lib/current-user';
import { ApiError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/head';
import { MODAL_OPEN } from '@/lib/use-query-modal';
import { useConversations } from '../api/get-conversations';
import { AdSlot, useAdSlotWait } from '@/features/ads';
import { ConversationList, ConversationListError, ConversationListSkeleton } from './ConversationList';
import { MessagingUnavailable } from './MessagingUnavailable';

/** docs/product.md §2 feature identifier: the archived view lives in the URL (`?archivedConversations=open`). */
export const ARCHIVED_KEY = 'archivedConversations';

/** The banner is not targeted: no region nor category. */
const NO_AD_CONTEXT = {};

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** `/messages`: the member's conversations, 10 a page, or the archived ones. */
export function ConversationsPage() {
  const { t } = useTranslation('messages');
  usePageMeta(t('meta.title'), t('meta.description'));
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const archived = params.get(ARCHIVED_KEY) === MODAL_OPEN;
  const page = pageOf(params);
  // docs/product.md §2: ghost members are the excluded users; the API refuses them too (403 messaging_unavailable).
  const ghost = user?.ghost === true;
  const query = useConversations(archived, page, !ghost);
  const pages = query.data?.extraData.pages ?? 1;
  // The banner is drawn beside the conversations and shown with them, never pushing them down once painted.
  const waitForBanner = useAdSlotWait('blockMessagesTopBanner', NO_AD_CONTEXT, query.isPending ? undefined : true);
  const listShown = !query.isPending && !waitForBanner;

  const goTo = (next: { archived: boolean; page: number }) =>
    setParams((current) => {
      const search = new URLSearchParams(current);
      if (next.archived) search.set(ARCHIVED_KEY, MODAL_OPEN);
      else search.delete(ARCHIVED_KEY);
      if (next.page > 1) search.set('page', String(next.page));
      else search.delete('page');
      return search;
    });

  // Archiving the last row of the last page leaves the reader on a page that no longer exists.
  useEffect(() => {
    if (query.data && page > query.data.extraData.pages) {
      setParams(
        (current) => {
          const search = new URLSearchParams(current);
          if (query.data.extraData.pages > 1) search.set('page', String(query.data.extraData.pages));
          else search.delete('page');
          return search;
        },
        { replace: true },
      );
    }
  }, [page, query.data, setParams]);

  const unavailable = ghost || (query.error instanceof ApiError && query.error.code === 'messaging_unavailable');
  if (unavailable) {
    return (
      <>
        <PageTitle title={t('list.title')} />
        <MessagingUnavailable reason="ghost" />
      </>
    );
  }

  const rows = query.data?.data ?? [];
  return (
    <>
      <PageTitle title={t('list.title')} subtitle={t('list.subtitle')} />
      <Tabs
        value={archived ? 'archived' : 'inbox'}
        onChange={(_, value: string) => goTo({ archived: value === 'archived', page: 1 })}
        aria-label={t('list.views')}
        sx={{ mb: 2, minHeight: 44, '& .MuiTab-root': { minHeight: 44 } }}
      >
        <Tab value="inbox" label={t('list.inbox')} icon={<InboxOutlined />} iconPosition="start" />
        <Tab value="archived" label={t('list.archived')} icon={<ArchiveOutlined />} iconPosition="start" />
      </Tabs>
      {listShown && <AdSlot placement="blockMessagesTopBanner" />}
      {!listShown ? (
        <ConversationListSkeleton />
      ) : query.isError && !query.data ? (
        <ConversationListError onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={archived ? <ArchiveOutlined /> : <ChatBubbleOutlineRounded />}
          title={t(archived ? 'list.archivedEmpty' : 'list.empty')}
          hint={t(archived ? 'list.archivedEmptyHint' : 'list.emptyHint')}
        />
      ) : (
        <ConversationList conversations={rows} label={t(archived ? 'list.archivedLabel' : 'list.inboxLabel')} />
      )}
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination
            count={pages}
            page={Math.min(page, pages)}
            onChange={(_, next) => goTo({ archived, page: next })}
            color="primary"
            shape="rounded"
            getItemAriaLabel={(type, item, selected) => {
              if (type === 'page')
                return t(selected ? 'list.pagination.current' : 'list.pagination.page', { page: item });
              return type === 'next' ? t('list.pagination.next') : t('list.pagination.previous');
            }}
          />
        </Box>
      )}
    </>
  );
}
