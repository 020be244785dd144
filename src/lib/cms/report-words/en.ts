import { HYGRAPH_FIELD_LABELS, type ReportWords } from './types';

const list = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const quoted = (items: string[]) => list(items.map((item) => `"${item}"`));

export const en: ReportWords = {
  problems: {
    missingFields: ({ fields }) => ({
      what: `not published: it has no ${list(fields.map((field) => en.fields[field].toLowerCase()))}`,
      fix: 'fill in those fields and publish the entry again',
    }),
    scheduled: ({ date }) => ({ what: `scheduled for ${date}`, fix: 'nothing: the first publication on that day puts it online' }),
    slugNotAllowed: ({ slug, suggestion }) => ({
      what: `the web address (slug) "${slug}" may hold only lowercase letters without accents, digits and hyphens, because it becomes the page's address`,
      fix: suggestion ? `change the "${en.fields.slug}" field to "${suggestion}"` : `write an address from the title in Latin letters in the "${en.fields.slug}" field`,
    }),
    slugShared: ({ slug, others }) => ({
      what: `its web address (slug) "${slug}" is also the address of ${quoted(others)}: one address cannot show two posts`,
      fix: `change the "${en.fields.slug}" field of one of them`,
    }),
    empty: () => ({ what: 'it is empty: no text, and no image, video or audio file', fix: 'write the article, or unpublish the entry' }),
    foreignFrame: ({ host }) => ({
      what: `its content embeds a page of ${host} (an "iframe"), which the site does not show because it would load that site on every visit`,
      fix: 'remove it and link to that page instead; only YouTube and Vimeo videos can be embedded',
    }),
    videoNested: () => ({
      what: 'its content has a video inside a list, table, quote or styled box',
      fix: 'put the video on its own line, outside that block',
    }),
    videoAddressUnreadable: ({ address }) => ({
      what: `its content embeds the address ${address}, which is not one of a video or a playlist the site can play`,
      fix: "copy the address with the video's Share button and embed it again",
    }),
    videoPosterMissing: ({ address, reason }) => ({
      what: `the video ${address} shows the site's generic picture, not its own: ${
        { playlist: 'a playlist address names no video to take the picture from', unavailable: 'its host has no picture of it (deleted, private, or a Vimeo unlisted video without its hash?)', unreachable: 'its host could not be reached during the publication' }[reason]
      }`,
      fix: { playlist: "embed the address of the playlist's first video with the list (watch?v=…&list=…)", unavailable: 'check that the video is public, or paste its full address', unreachable: 'nothing: the next publication tries again' }[reason],
    }),
    videoSettingsUnkept: ({ address, settings }) => ({
      what: `the video's address ${address} asks for ${list(settings)}, which the site's player does not keep`,
      fix: 'remove it from the address; the video plays from the start (or the time given) to the end',
    }),
    previousSlugTaken: ({ slug, other }) => ({
      what: `the old address "${slug}" is the current address of "${other}": it cannot redirect to this post`,
      fix: `remove "${slug}" from the "${en.fields.previousSlugs}" field`,
    }),
    previousSlugNotAllowed: ({ slug }) => ({
      what: `the old address "${slug}" is not a valid address (only lowercase letters, digits and hyphens): nothing redirects from it`,
      fix: `correct it or remove it from the "${en.fields.previousSlugs}" field`,
    }),
    embedNotAsset: ({ type }) => ({
      what: `its content embeds an entry of type ${type}; only images, videos and audio files can be embedded`,
      fix: 'remove that embed and put a link in its place',
    }),
    embedMissing: ({ id }) => ({
      what: `its content embeds a file that is no longer published, or was deleted (reference ${id})`,
      fix: 'publish the file again under "Assets", or remove it from the content',
    }),
    embedUnsupported: ({ file, mimeType }) => ({
      what: `its content embeds "${file}" (${mimeType}), a kind of file the site cannot show`,
      fix: 'remove it and link to the file instead; only images, videos and audio files can be embedded',
    }),
    embedUnplaceable: () => ({
      what: 'its content has a file embedded as a link, which the site cannot show',
      fix: 'embed it as a block or inline, or write an ordinary link',
    }),
    bodyFileMissing: ({ kind, file }) => ({
      what: `its content shows ${en.fileKinds[kind]} "${file}", which cannot be copied (deleted, damaged, or of a format the site does not serve)`,
      fix: 'upload the file again and put it back, or remove it from the content',
    }),
    thumbnailMissing: ({ file }) => ({
      what: `the thumbnail image "${file}" no longer exists or cannot be read: cards would show an empty box`,
      fix: `choose another image in "${en.fields.thumbnailImage}"`,
    }),
    mainImageMissing: ({ file }) => ({
      what: `the main image "${file}" no longer exists or cannot be read: the post would have no banner`,
      fix: `choose another image in "${en.fields.mainImage}"`,
    }),
    longTitle: ({ length, limit }) => ({
      what: `the title has ${length} characters: above ${limit} it fills a phone's first screen`,
      fix: 'shorten it',
    }),
    noThumbnail: () => ({ what: 'it has no thumbnail image: its cards show a coloured box', fix: `choose one in "${en.fields.thumbnailImage}"` }),
    noMainImage: () => ({ what: 'it has no main image: the post has no banner', fix: `choose one in "${en.fields.mainImage}"` }),
    noCategory: () => ({
      what: 'it has no category: its card says "Uncategorized" and no category page lists it',
      fix: `choose at least one in "${en.fields.categories}"`,
    }),
    imageWithoutAlt: ({ file }) => ({
      what: `the image "${file}" in the content has no description (alt text): people who cannot see it do not know what it shows`,
      fix: 'write a short description in the file\'s "Alt" field',
    }),
    unknownStyle: ({ className, known }) => ({
      what: `a box in the content has the style "${className}", which the site does not know: it shows as plain text`,
      fix: `use one of the site's styles (${quoted(known)}) or remove the box`,
    }),
  },
  fields: HYGRAPH_FIELD_LABELS,
  fileKinds: { img: 'the image', video: 'the video', audio: 'the audio file' },
  languages: { es: 'Spanish', en: 'English', pt: 'Portuguese', it: 'Italian' },
  untitled: '(untitled)',
  title: (site, day) => `# Blog publication report: ${site === 'preview' ? 'preview site' : 'site'}, ${day}`,
  refused: '**Refused: nothing was published.** The site online is unchanged. Fix the posts under "Refused" in Hygraph and publish again.',
  failed: (why) => `**The publication failed: nothing was published.** The site online is unchanged. What stopped it: ${why}`,
  deployFailed:
    '**The site was built, but the upload failed: nothing was published.** The site online is unchanged. Nothing needs changing in Hygraph: the technical team looks into it, and the next publication tries again.',
  published: (count) => `**Published.** ${count} ${count === 1 ? 'post' : 'posts'} online.`,
  scheduledNote: (day, timeZone) =>
    `Posts dated after ${day} (this publication's day, ${timeZone} time) are scheduled: the first publication on their day puts them online.`,
  previewNote: 'The preview shows scheduled posts as well; the site publishes each on its day.',
  headings: { refused: 'Refused', leftOut: 'Not published', warnings: 'Warnings', published: 'Published' },
  fixLabel: 'What to change',
  openInHygraph: (field) => `open in Hygraph ("${field}" field)`,
  mailSubject: (day) => `The blog was not published (${day}): something needs fixing`,
  runLink: (url) => `Technical details of this publication (for the technical team): ${url}`,
  noReport: '**The publication stopped before it reviewed the posts: nothing was published.** The site online is unchanged. The technical team has the details at the link above.',
};
