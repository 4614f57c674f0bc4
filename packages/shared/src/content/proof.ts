/**
 * Copy of the proof page (member-area section 2, "Proof page"). The story is the company's own
 * account of where the method came from; the one outside figure it quotes names its source.
 */

export const proofIntro = {
  title: 'Undeniable Proof of Success.',
  lead: 'The Unifying Philosophy (UPh) is the short, trademarked statement of why your business exists. Here is what it is, how it is built, and the story that led us to it.',
  joinCta: 'JOIN Exitcraft',
} as const;

export const proofVideo = {
  title: 'How a Unifying Philosophy changes what a business is worth',
  playLabel: 'Play video: How a Unifying Philosophy changes what a business is worth',
  loadNote: 'The player loads from our video host only when you press play.',
  unavailable: 'The video is not available right now. The story below covers the same ground in writing.',
  failed: 'The video could not be loaded. Please try again later; the story below covers the same ground.',
} as const;

export interface ProofClaim {
  claim: string;
  detail: string;
}

/** The nine claims about the UPh, each with the explanation its info tooltip shows. */
export const proofClaims: readonly ProofClaim[] = [
  {
    claim: 'A UPh is six words or less.',
    detail:
      'Short enough for every employee, customer and buyer to remember and repeat without notes. If it needs a seventh word, it is not finished.',
  },
  {
    claim: 'It states the core purpose of your business.',
    detail: 'Not a slogan or a product list: the reason the business exists, in words your team recognises as true.',
  },
  {
    claim: 'It is reached in five stages.',
    detail:
      'Discover what the business already stands for, distil it, test it with your people and customers, protect it, then embed it in how you lead, sell and operate.',
  },
  {
    claim: 'It takes three to nine months.',
    detail:
      'The time depends on the size of the team and how many people need to own the result. It is not rushed, because a UPh that people do not believe will not last.',
  },
  {
    claim: 'It is trademarked.',
    detail: 'The finished statement is registered as your company’s mark, so it is an asset you own and can sell.',
  },
  {
    claim: 'It aligns leadership, message and operations.',
    detail:
      'The same few words guide how leaders decide, what marketing says and how the work gets done, which is what the brand assessment measures.',
  },
  {
    claim: 'It lets the business run without you.',
    detail:
      'When decisions follow a shared purpose rather than the founder’s judgement, the company depends less on one person, a common concern of buyers.',
  },
  {
    claim: 'It turns culture into a transferable asset.',
    detail:
      'Culture that is written, protected and practised can be handed to a new owner. Culture that lives only in the founder leaves with the founder.',
  },
  {
    claim: 'Its effect can be measured.',
    detail:
      'Take the brand assessment and the business assets checklist before you start and again after; the change is your evidence, not ours.',
  },
];

export interface ProofStep {
  title: string;
  text: string;
}

/** The numbered evidence timeline: the founder's story, the research, the exit, the method. */
export const proofTimeline: readonly ProofStep[] = [
  {
    title: 'A business that depended on its founder',
    text: 'Our founder spent more than a decade building a profitable services company. Customers were loyal and margins were healthy, but almost every important decision still passed across one desk.',
  },
  {
    title: 'The first conversation with a buyer',
    text: 'When the first serious buyer looked closely, the questions were not about revenue. They were about what would stay once the founder left: the team, the customers, the reputation.',
  },
  {
    title: 'Reading the research',
    text: 'The research pointed the same way. Ocean Tomo’s study of the S&P 500 found intangible assets made up 84% of market value in 2015, against 17% in 1975. What buyers pay for had moved from things to ideas, people and trust.',
  },
  {
    title: 'Writing down the purpose',
    text: 'The leadership team set out to put the company’s purpose into six words or less. It took five stages and most of a year: finding what the business already stood for, cutting it down, testing it with staff and customers, protecting it, and building it into daily work.',
  },
  {
    title: 'Running the company on it',
    text: 'Hiring, sales conversations and decisions about which work to take started to follow the statement rather than the founder. Managers made calls that used to wait for the owner.',
  },
  {
    title: 'The exit',
    text: 'When the company was sold, the buyer took on a team that already ran the business day to day, and a protected brand statement that went with it. The founder left; the purpose stayed.',
  },
  {
    title: 'Turning the experience into a method',
    text: 'Other owners asked how it was done. The answer became the five-stage UPh process, and the assessments that measure a business before and after.',
  },
  {
    title: 'Exitcraft',
    text: 'Exitcraft puts that method, the tools and the people around it into one membership for founders of $2M–$30M businesses who want to grow smarter and exit richer.',
  },
];
