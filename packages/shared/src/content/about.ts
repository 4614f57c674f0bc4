/** Copy of the founder page (member-area section 2, "Founder page"). Contact facts come from site.ts. */

export const aboutIntro = {
  title: 'About Us',
  heading: 'Built by a founder who has been through an exit',
  lead: 'Exitcraft began with one owner’s sale and the lessons it taught about what a business is really worth.',
} as const;

/** The founder's story, one paragraph per entry, told in the first person. */
export const founderStory: readonly string[] = [
  'I built my first company the way most founders do: by saying yes to customers, hiring good people and making most of the decisions myself. After more than ten years it was profitable and well regarded, and I assumed that would make it easy to sell.',
  'It did not. The first buyer who looked closely wanted to know what would still be there when I was gone. I realised that much of the company’s value lived in my head: the relationships, the judgement, the reasons we did things the way we did.',
  'Over the following year my team and I wrote down what the business stood for in six words, tested it with our staff and customers, protected it, and started running the company on it. When we did sell, the buyer was paying for a business that worked without me.',
  'Exitcraft is what I wish I had had at the start: a method, tools and people for founders of profitable $2M–$30M businesses who want their company to be worth more to a buyer, and to leave it in good hands.',
];

export const founderSignature = 'Founder, Exitcraft';

export const aboutContact = {
  heading: 'Get in touch',
  text: 'Questions about membership, the method or whether Exitcraft fits your business? Write to us or visit our office.',
  addressLabel: 'Postal address',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
} as const;

export const aboutValues: readonly { title: string; text: string }[] = [
  {
    title: 'Straight answers',
    text: 'We tell you what a buyer is likely to see, even when it is not what you hoped to hear.',
  },
  {
    title: 'Evidence you can check',
    text: 'Every figure we quote names its source, and our assessments measure your own business before and after.',
  },
  {
    title: 'Founders first',
    text: 'One price, paid once, with no recurring fees and no markups on the vendors we introduce.',
  },
];
