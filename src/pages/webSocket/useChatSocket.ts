import { useEffect, useRef, useState } from 'react';
import { CLOSE_IDLE, CLOSE_NORMAL, type ClientFrame } from '../../shared/chat';
import {
  isTyping,
  NO_TYPING,
  readServerFrame,
  retrySeconds,
  socketUrl,
  type ConnectionState,
  type TypingCount,
} from './chat';

export interface LogLine {
  id: number;
  text: string;
}

interface Controls {
  send(frame: ClientFrame): void;
  append(text: string): void;
  connect(): void;
  disconnect(): void;
}

/** Ends a socket without hearing from it again; one still connecting closes once open. */
function leave(socket: WebSocket) {
  socket.onmessage = null;
  socket.onclose = null;
  if (socket.readyState === WebSocket.CONNECTING) {
    // Closing it now would log "closed before the connection is established" in the console.
    socket.onopen = () => socket.close(CLOSE_NORMAL);
  } else {
    socket.onopen = null;
    socket.close(CLOSE_NORMAL);
  }
}

/**
 * The chat's WebSocket: opened on mount, retried after a loss (1, 2, 4, 8, 8, 8 s, counted down
 * each second), closed on Disconnect and when the page is left.
 */
export function useChatSocket() {
  const [state, setState] = useState<ConnectionState>({ kind: 'connecting' });
  const [agents, setAgents] = useState<number>();
  const [typing, setTyping] = useState(false);
  const [log, setLog] = useState<LogLine[]>([]);
  const controls = useRef<Controls>(undefined);

  useEffect(() => {
    let socket: WebSocket | undefined;
    let retry: number | undefined;
    let failures = 0;
    let count: TypingCount = NO_TYPING;
    let lastId = 0;

    const append = (text: string) => setLog((lines) => [...lines, { id: ++lastId, text }]);
    const countTyping = (next: TypingCount) => {
      count = next;
      setTyping(isTyping(next));
    };

    const countDown = (seconds: number) => {
      setState({ kind: 'lost', seconds });
      retry = window.setTimeout(() => (seconds > 1 ? countDown(seconds - 1) : open()), 1000);
    };

    function open() {
      setState({ kind: 'connecting' });
      countTyping(NO_TYPING);
      const opened = new WebSocket(socketUrl(window.location));
      socket = opened;
      opened.onopen = () => {
        failures = 0;
        setState({ kind: 'open' });
      };
      opened.onmessage = (event: MessageEvent) => {
        const frame = readServerFrame(event.data);
        if (frame?.type === 'agents') setAgents(frame.count);
        if (frame?.type === 'typing') countTyping({ ...count, typing: count.typing + 1 });
        if (frame?.type === 'reply') {
          countTyping({ ...count, replies: count.replies + 1 });
          append(`Bot: ${frame.text}`);
        }
        if (frame?.type === 'error') append(`Server: ${frame.message}`);
      };
      opened.onclose = (event: CloseEvent) => {
        socket = undefined;
        countTyping(NO_TYPING);
        if (event.code === CLOSE_IDLE) {
          append(`Server: ${event.reason}`);
          setState({ kind: 'closed' });
          return;
        }
        failures += 1;
        const seconds = retrySeconds(failures);
        if (seconds === undefined) setState({ kind: 'closed' });
        else countDown(seconds);
      };
    }

    const stop = () => {
      window.clearTimeout(retry);
      if (socket) leave(socket);
      socket = undefined;
      countTyping(NO_TYPING);
    };

    controls.current = {
      send: (frame) => socket?.send(JSON.stringify(frame)),
      append,
      connect: () => {
        failures = 0;
        open();
      },
      disconnect: () => {
        stop();
        setState({ kind: 'closed' });
      },
    };
    open();
    return () => {
      stop();
      controls.current = undefined;
    };
  }, []);

  return {
    state,
    agents,
    typing,
    log,
    /** Sends the message and logs it as the user's. */
    sendMessage: (text: string) => {
      controls.current?.send({ type: 'message', text });
      controls.current?.append(`You: ${text}`);
    },
    drop: () => controls.current?.send({ type: 'drop' }),
    connect: () => controls.current?.connect(),
    disconnect: () => controls.current?.disconnect(),
  };
}
