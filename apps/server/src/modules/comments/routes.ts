import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  comment,
  commentCreateRequest,
  commentIdParam,
  commentList,
  commentListQuery,
  commentPosition as commentPositionResponse,
  commentPositionQuery,
  commentUpdateRequest,
  likeCheckRequest,
  likeCheckResponse,
  likeRequest,
  likeResponse,
} from '@miao/contracts/comments';
import { refusals } from '@miao/contracts/common';
import { sendCachedJson } from '../../platform/read-cache';
import { likeComment, likedIds, unlikeComment } from './likes';
import { commentListBody, commentPosition, commentReads, getComment } from './reads';
import { commentDepsOf, deleteComment, postComment, updateComment } from './service';
import { actorOf, askerOf, memberOf, viewerOf } from '../../platform/identity';

const tags = ['comments'];

/** Comments, replies and likes (API.md "Comments, likes, rewards, notifications"). */
export async function commentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const deps = commentDepsOf(app.deps);
  const reads = commentReads(app.deps.changes, app.deps.readCache);

  app.get(
    '/api/comments',
    {
      schema: {
        tags,
        summary:
          'A page of a task’s comments (top level with superior_id=0, a thread with top_id), with is_like',
        querystring: commentListQuery,
        response: { 200: commentList, ...refusals },
      },
    },
    async (request, reply) => {
      const { key, body } = await commentListBody(db, reads, askerOf(request), request.query);
      return sendCachedJson(request, reply, app.deps.readCache, key, body);
    },
  );

  app.post(
    '/api/comments',
    {
      schema: {
        tags,
        summary:
          'Comment on a task or reply to a comment (sanitised rich text, at most 2000 characters of HTML)',
        body: commentCreateRequest,
        response: { 201: comment, ...refusals },
      },
    },
    async (request, reply) => {
      const member = await memberOf(request);
      // subscriber mails are a job written with the comment (postComment)
      const { answer } = await postComment(db, deps, member, request.body);
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/api/comments/like',
    {
      schema: {
        tags,
        summary: 'Like a comment (once per member); answers the count',
        body: likeRequest,
        response: { 200: likeResponse, ...refusals },
      },
    },
    async (request) => likeComment(db, await actorOf(request), request.body.comment_id),
  );

  app.post(
    '/api/comments/unlike',
    {
      schema: {
        tags,
        summary: 'Withdraw a like; answers the count',
        body: likeRequest,
        response: { 200: likeResponse, ...refusals },
      },
    },
    async (request) => unlikeComment(db, await actorOf(request), request.body.comment_id),
  );

  app.post(
    '/api/comments/like-check',
    {
      schema: {
        tags,
        summary: 'Which of these comments the signed-in member likes (empty when signed out)',
        body: likeCheckRequest,
        response: { 200: likeCheckResponse, ...refusals },
      },
    },
    async (request) => likedIds(db, request.userId, request.body.comment_ids),
  );

  app.get(
    '/api/comments/:id',
    {
      schema: {
        tags,
        summary: 'One comment; a deleted one answers comment_deleted',
        params: commentIdParam,
        response: { 200: comment, ...refusals },
      },
    },
    async (request) => getComment(db, await viewerOf(request), request.params.id),
  );

  app.get(
    '/api/comments/:id/position',
    {
      schema: {
        tags,
        summary: 'The page of the top-level list holding a comment (for a #task-comment-{id} hash)',
        params: commentIdParam,
        querystring: commentPositionQuery,
        response: { 200: commentPositionResponse, ...refusals },
      },
    },
    async (request) => commentPosition(db, await viewerOf(request), request.params.id, request.query),
  );

  app.patch(
    '/api/comments/:id',
    {
      schema: {
        tags,
        summary: 'Edit one’s own comment, under the rules of writing it',
        params: commentIdParam,
        body: commentUpdateRequest,
        response: { 200: comment, ...refusals },
      },
    },
    async (request) => {
      return updateComment(db, deps, await memberOf(request), request.params.id, request.body);
    },
  );

  app.delete(
    '/api/comments/:id',
    {
      schema: {
        tags,
        summary: 'Delete a comment: own with comment.delete, anyone’s with comment.delete_others',
        params: commentIdParam,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await deleteComment(db, await memberOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
