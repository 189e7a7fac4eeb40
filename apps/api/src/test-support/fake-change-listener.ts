import type { ChangeListener, ChannelHandler } from '../db/change-listener';

/** A change listener a unit test drives: announcements, a listener gone deaf, a reconnect. */
export function fakeChangeListener() {
  const handlers = new Map<string, ChannelHandler[]>();
  let listening = true;
  const listener: ChangeListener = {
    subscribe: (channel, handler) => handlers.set(channel, [...(handlers.get(channel) ?? []), handler]),
    isListening: () => listening,
    caughtUp: async () => {},
    announce: async () => true,
    start: async () => {},
    close: async () => {},
  };
  return {
    listener,
    notify: (channel: string, payload: string) => {
      for (const handler of handlers.get(channel) ?? []) handler.onNotify(payload);
    },
    /** The connection stopped answering: isListening() is false until reconnect(). */
    deaf: () => {
      listening = false;
    },
    reconnect: () => {
      listening = true;
      for (const list of handlers.values()) for (const handler of list) handler.onReset();
    },
  };
}
