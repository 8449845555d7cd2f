import { Type, type TSchema } from 'typebox';

/** Every answer of the APIs that is not data: a status or error text for people. */
export const MessageReply = Type.Object(
  { message: Type.String() },
  { additionalProperties: false, examples: [{ message: 'Something went wrong on our side.' }] },
);

/** `{ message }` answers for each status, each with its example text (for the OpenAPI document). */
export function messageReplies(
  examples: Record<number, string | string[]>,
): Record<number, TSchema> {
  return Object.fromEntries(
    Object.entries(examples).map(([status, messages]) => [
      status,
      Type.Object(
        { message: Type.String() },
        {
          additionalProperties: false,
          description: [messages].flat().join(' / '),
          examples: [messages].flat().map((message) => ({ message })),
        },
      ),
    ]),
  );
}
