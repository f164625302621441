// Generated from schemas/api/comment-answer.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Answer of PATCH /comments/{id}/answer: the answer's new status and the question's statusID (1 unanswered, 2 answered, 3 accepted, 4 rejected).
 */
export interface CommentAnswer {
commentID: number
discussionID: number
answerStatus: (("accepted" | "rejected") | null)
statusID: number
}
