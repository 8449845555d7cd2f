import type { WebSocket } from 'ws';
import { CLOSE_IDLE, type ServerFrame } from '../../src/shared/chat.js';
import type { ChatConfig } from './config.js';
import { admitMessage, agentsAt, readClientFrame } from './frames.js';
import { MESSAGES } from './messages.js';

const CLOSE_UNSUPPORTED_DATA = 1003;

/**
 * One chat connection: the agents count at open and then every interval, the bot's typing and
 * reply to each message, error frames, the idle close and the drop. Its timers end with it.
 */
export function serveChat(socket: WebSocket, config: ChatConfig) {
  const send = (frame: ServerFrame) => socket.send(JSON.stringify(frame));
  const replies = new Set<NodeJS.Timeout>();
  const accepted: number[] = [];

  let tick = 0;
  send(agentsAt(tick));
  const agents = setInterval(() => send(agentsAt(++tick)), config.agentsIntervalMs);
  const idle = setTimeout(
    () => socket.close(CLOSE_IDLE, MESSAGES.idle(config.idleSeconds)),
    config.idleSeconds * 1000,
  );

  socket.on('message', (data, isBinary) => {
    idle.refresh();
    if (isBinary) return socket.close(CLOSE_UNSUPPORTED_DATA, MESSAGES.binary);
    const request = readClientFrame(data.toString());
    if (request.kind === 'drop') return socket.terminate();
    if (request.kind === 'error') return send({ type: 'error', message: request.message });
    const { messageLimit, messageWindowSeconds } = config;
    if (!admitMessage(accepted, Date.now(), messageLimit, messageWindowSeconds * 1000)) {
      return send({
        type: 'error',
        message: MESSAGES.slowDown(messageLimit, messageWindowSeconds),
      });
    }
    send({ type: 'typing' });
    const reply = setTimeout(() => {
      replies.delete(reply);
      send({ type: 'reply', text: MESSAGES.reply(request.text) });
    }, config.replyDelayMs);
    replies.add(reply);
  });

  socket.on('close', () => {
    clearInterval(agents);
    clearTimeout(idle);
    for (const reply of replies) clearTimeout(reply);
  });
}
