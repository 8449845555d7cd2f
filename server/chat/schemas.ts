import { Type, type TSchema } from 'typebox';
import { ERROR_MESSAGES } from '../errors.js';
import { messageReplies } from '../schemas.js';
import { MESSAGES } from './messages.js';

// Typed as any status, like messageReplies' answers, so the route's plain-GET answer may be its 426.
const upgraded: Record<number, TSchema> = {
  101: Type.Null({ description: 'Switching Protocols: the WebSocket is open' }),
};

export const chatSocketSchema = {
  summary: 'The /webSocket chat: a WebSocket (JSON in text frames)',
  description:
    'Upgrade with `Connection: Upgrade`, `Upgrade: websocket`. The server sends ' +
    '`{"type":"agents","count":3}` at open, then every 5 s the next of 3, 4, 5, 4, 3, 2. Send ' +
    '`{"type":"message","text":"Hi"}` (1 to 200 characters once trimmed): `{"type":"typing"}` at ' +
    'once, `{"type":"reply","text":...}` 2 s later; anything else, or an 11th message in 10 s, ' +
    'gets `{"type":"error","message":...}`. `{"type":"drop"}` cuts the socket without a close ' +
    'frame. A binary frame closes with 1003, one over 2 KB with 1009, 10 minutes without a ' +
    'client frame with 4000, shutdown with 1001. At most 5 open sockets and 30 openings a ' +
    'minute per client IP; a foreign `Origin` is refused. Numbers are server settings.',
  tags: ['Chat'],
  response: {
    ...upgraded,
    ...messageReplies({
      403: MESSAGES.crossOrigin,
      426: MESSAGES.upgradeRequired,
      429: MESSAGES.tooMany,
      503: ERROR_MESSAGES.unavailable,
    }),
  },
};
