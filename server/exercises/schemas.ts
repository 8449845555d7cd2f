import { Type, type Static } from 'typebox';
import { CATEGORIES } from '../../src/shared/catalog.js';
import { FILTER_MAX_LENGTH } from '../../src/shared/exerciseFilter.js';
import { messageReplies } from '../schemas.js';
import { MESSAGES } from './list.js';

const CategoryName = Type.Enum(CATEGORIES, { examples: ['Media'] });

// Unknown parameters are ignored. Failures are answered by the route with SPEC-2's own texts.
export const ExercisesQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: FILTER_MAX_LENGTH, examples: ['table'] })),
  category: Type.Optional(CategoryName),
});

export type ExercisesQuery = Static<typeof ExercisesQuery>;

const ExerciseList = Type.Object(
  {
    count: Type.Integer(),
    exercises: Type.Array(
      Type.Object({
        path: Type.String(),
        title: Type.String(),
        description: Type.String(),
        category: CategoryName,
      }),
    ),
  },
  {
    examples: [
      {
        count: 1,
        exercises: [
          {
            path: '/counter',
            title: 'Counter',
            description: 'Increment and decrement a number and check its value.',
            category: 'Basics',
          },
        ],
      },
    ],
  },
);

export const exercisesSchema = {
  summary: "The home page's exercises, in home order, optionally filtered",
  description:
    'Listed pages only. `q` matches as the home filter does (every word in title or ' +
    'description, case- and accent-insensitive); `category` is an exact category name. ' +
    'Cached 5 minutes, with an ETag.',
  tags: ['Site'],
  querystring: ExercisesQuery,
  response: {
    200: ExerciseList,
    304: Type.Null({ description: 'Not modified (If-None-Match matched the ETag)' }),
    ...messageReplies({ 400: [MESSAGES.qTooLong, MESSAGES.unknownCategory('Games')] }),
  },
};
