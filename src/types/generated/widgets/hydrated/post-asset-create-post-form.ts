// Generated from schemas/widgets/hydrated/post-asset-create-post-form.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * The create post form's props after hydration: what the viewer may post where, and the discussion or draft being edited.
 */
export type PostAssetCreatePostFormHydrated = (PostAssetCreatePostFormProps & {
/**
 * Guests are asked to sign in instead.
 */
signedIn: boolean
postType: ("discussion" | "question")
/**
 * Categories the viewer may post in, in tree order, with their depth for indentation.
 */
categories: {
categoryID: number
name: string
depth: number
/**
 * The viewer may announce (and publish silently) here.
 */
canAnnounce: boolean
}[]
initialCategoryID: (number | null)
taggingEnabled: boolean
tags: {
tagID: number
name: string
}[]
/**
 * The discussion being edited (/post/editdiscussion/{id}).
 */
record: ({
discussionID: number
name: string
/**
 * The source, as written.
 */
body: string
format: ("markdown" | "text" | "html")
categoryID: number
url: string
/**
 * The viewer may move it to another category (an editor there); authors may not.
 */
canMove: boolean
} | null)
/**
 * Why the author may no longer edit the discussion (closed, or the edit window ran out): shown instead of the form.
 */
editRefusal?: ({
message: string
description?: string
} | null)
/**
 * The draft to open.
 */
draftID: (number | null)
})

/**
 * The form to write a new post or edit one: category, title, body, tags when tagging is on, announce options for moderators, and scheduling; the draft is saved as you type.
 */
export interface PostAssetCreatePostFormProps {
/**
 * Where the title comes from: a contextual param ref, a static text, or none.
 */
titleType: ("static" | "none")
/**
 * The title when titleType is static (a param ref resolves to text first).
 */
title: string
subtitle?: string
description?: string
}
