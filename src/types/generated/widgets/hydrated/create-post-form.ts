// Generated from schemas/widgets/hydrated/create-post-form.schema.json by scripts/generate-types.ts. Do not edit.

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
/**
 * The group the post goes to (/post/discussion/social-groups?groupid=N, or a group discussion edited): shown as the parent, with no category to choose.
 */
group?: ({
groupID: number
name: string
url: string
/**
 * The group's own category, where the post goes.
 */
categoryID: number
} | null)
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
/**
 * Nothing to set yet: the form takes its post type and category from the page.
 */
apiParams: {

}
containerOptions?: ContainerOptionsMinimal
/**
 * Always the page's own asset: it shows the page's post. Accepted so documents that say so read the same.
 */
isAsset: boolean
}
/**
 * The frame options of widgets that lay out no items (the post page assets): backgrounds, box style and header alignment.
 */
export interface ContainerOptionsMinimal {
outerBackground?: WidgetBackground
innerBackground?: WidgetBackground
borderType: ("none" | "border" | "separator" | "shadow")
headerAlignment: ("left" | "center")
/**
 * Which of the two backgrounds the frame paints: inner = only innerBackground, outer = only outerBackground. Unset: both.
 */
visualBackgroundType?: ("inner" | "outer")
}
export interface WidgetBackground {
/**
 * A CSS colour; empty = the theme's.
 */
color?: string
/**
 * Image URL; empty = none.
 */
image?: string
position?: string
size?: ("cover" | "contain" | "auto")
repeat?: ("no-repeat" | "repeat" | "repeat-x" | "repeat-y")
/**
 * Whether the image scrolls with the page (scroll, the browser's default), stays put (fixed) or scrolls with the box's content (local).
 */
attachment?: ("scroll" | "fixed" | "local")
/**
 * Darken the image so that light text stays readable.
 */
useOverlay?: boolean
}
