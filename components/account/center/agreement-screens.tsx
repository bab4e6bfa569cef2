// /mine/userAgreement 用户协议 and /mine/privacyPolicy 隐私政策: what the login's consent tick
// links to. Short and plain, and true of this demo: what it keeps, why, and what it does not do.
import type { ReactNode } from 'react';

import styles from './agreement-screens.module.css';
import { SubPage } from '../parts/sub-page';

function Clause({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.clause}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

export function UserAgreementScreen() {
  return (
    <SubPage title="用户协议">
      <article className={styles.text}>
        <p className={styles.lead}>
          欢迎使用影视社区。本协议说明你使用本应用时的权利和义务，登录或注册即表示你已阅读并同意本协议。
        </p>
        <Clause title="一、账号">
          <p>
            首次打开应用时会自动为本设备创建游客账号。你可以注册账号、绑定手机号，或用账号凭证在其他设备登录。请妥善保管密码和账号凭证图片：他人拿到凭证图片即可登录你的账号，凭证外泄时请在「账号凭证」中重置。
          </p>
        </Clause>
        <Clause title="二、内容与社区">
          <p>
            你发布的帖子、评论和上传的图片视频应为你有权发布的内容，不得含有违法、色情、赌博、侵权或骚扰他人的内容。违反规则的内容会被拒绝或删除，情节严重的账号会被限制使用。
          </p>
        </Clause>
        <Clause title="三、钻石、金币与会员">
          <p>
            钻石、金币和会员是应用内的虚拟权益，只能在本应用内使用，不能兑换现金。本演示版本的收银台不收取任何真实费用。
          </p>
        </Clause>
        <Clause title="四、AI 创作">
          <p>
            AI换脸只能使用你本人的照片，并需在每次生成前确认；不得用于冒充他人或制作他人的不实影像。
          </p>
        </Clause>
        <Clause title="五、协议变更与联系">
          <p>协议有变更时会在应用内公告。如有疑问，请在「我的 - 在线客服」联系我们。</p>
        </Clause>
      </article>
    </SubPage>
  );
}

export function PrivacyPolicyScreen() {
  return (
    <SubPage title="隐私政策">
      <article className={styles.text}>
        <p className={styles.lead}>我们只收集提供服务所需的信息，不出售你的个人信息。</p>
        <Clause title="一、我们保存的信息">
          <ul>
            <li>设备编号和游客账号：用于自动登录和保留你的记录。</li>
            <li>账号名、密码（只保存不可逆的校验值）、昵称、头像和简介。</li>
            <li>手机号：仅在你绑定或用短信登录时保存，用于登录和找回密码。</li>
            <li>观看记录、收藏、购买、充值记录、钱包余额和会员时长。</li>
            <li>你发布的帖子、评论、上传的图片和视频，以及 AI 创作用到的照片和作品。</li>
            <li>访问时的网络地址：用于防刷、频率限制和排查故障。</li>
          </ul>
        </Clause>
        <Clause title="二、我们如何使用">
          <p>
            以上信息只用于登录、播放进度、推荐内容、结算权益和安全防护。游客登录账号时，本设备的记录会合并到该账号中。
          </p>
        </Clause>
        <Clause title="三、你的权利">
          <p>
            你可以在「我的」中清空观看记录、删除作品和帖子、修改资料和密码、重置账号凭证，也可以在「设置→注销账号」中自行注销账号：注销后所有设备立即退出登录，头像、简介、手机号、观看记录和收藏被清除，钻石、金币余额及会员权益作废，已发布的帖子和评论显示为“已注销用户”，充值和消费记录按财务要求保留。
          </p>
        </Clause>
        <Clause title="四、联系我们">
          <p>对本政策有任何疑问，请在「我的 - 在线客服」联系我们。</p>
        </Clause>
      </article>
    </SubPage>
  );
}
