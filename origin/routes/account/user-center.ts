// Message, feedback and AI customer service calls (§7): the message center, feedback with
// pictures, and the online-service entries.
import type { RouteDeps } from '../../http/context';
import type { Handlers } from '../../http/route';
import { serviceEntries } from '../../services/ai/service';
import { addFeedback } from '../../services/account/feedback';
import { latestMessages, messageList } from '../../services/account/messages';
import { pageRequest } from '../../services/platform/paging';

export function userCenterHandlers(deps: RouteDeps): Handlers {
  const { db, now } = deps;
  return {
    // POST /api/app/message/latest – each kind's newest message, unread counts and their total
    'message/latest': ({ session }) => latestMessages(db, session.userId),
    // POST /api/app/message/list – one kind's messages, newest first; page 1 marks them read
    'message/list': ({ input, session }) =>
      messageList(db, session.userId, input.kind, pageRequest(input), now()),
    // POST /api/app/feedback/add – text, a category and up to 4 pictures (multipart)
    'feedback/add': ({ input, session }) =>
      addFeedback(
        db,
        session.userId,
        {
          category: input.category,
          content: input.content,
          contact: input.contact,
          images: [input.image1, input.image2, input.image3, input.image4].filter(Boolean),
        },
        now(),
      ),
    // POST /api/app/aiService/list – the online-service entries the smart service answers from
    'aiService/list': () => serviceEntries(db),
  };
}
