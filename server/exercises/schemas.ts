import { CATEGORIES } from '../../src/shared/catalog.js';
import { FILTER_MAX_LENGTH } from '../../src/shared/exerciseFilter.js';

// Unknown parameters are ignored. Failures are answered by the route with SPEC-2's own texts.
export const exercisesQuery = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: FILTER_MAX_LENGTH },
    category: { type: 'string', enum: CATEGORIES },
  },
} as const;

export interface ExercisesQuery {
  q?: string;
  category?: string;
}

const message = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
} as const;

export const exercisesResponse = {
  200: {
    type: 'object',
    required: ['count', 'exercises'],
    properties: {
      count: { type: 'integer' },
      exercises: {
        type: 'array',
        items: {
          type: 'object',
          required: ['path', 'title', 'description', 'category'],
          properties: {
            path: { type: 'string' },
            title: { type: 'string' },
            description: { type: 'string' },
            category: { type: 'string', enum: CATEGORIES },
          },
        },
      },
    },
  },
  400: message,
} as const;
