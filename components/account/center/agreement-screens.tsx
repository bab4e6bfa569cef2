// /mine/userAgreement 用户协议 and /mine/privacyPolicy 隐私政策: what the login's consent tick
// and 设置 → 关于 link to. Written for this app and true of it (docs/account-api.md "Settings"
// says which rules each clause restates): what it keeps, why, what is paid and what is not
// refunded, minors, content, and closing the account.
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
          欢迎使用影视社区。本协议说明你使用本应用（长短视频、直播、社区、AI
          创作、福利与会员等服务）时的权利和义务。登录或注册即表示你已阅读并同意本协议和《隐私政策》。
        </p>
        <Clause title="一、账号">
          <p>
            首次打开应用时会自动为本设备创建游客账号。你可以注册账号、绑定手机号，或用账号凭证在其他设备登录；游客登录或注册账号时，本设备的观看记录、收藏和已付费购买的权益会合并到该账号。
          </p>
          <p>
            请妥善保管密码和账号凭证图片：他人拿到凭证图片即可登录你的账号，凭证外泄时请在「账号凭证」中重置。签到、任务、邀请和兑换码等奖励只发放给已注册的账号。
          </p>
        </Clause>
        <Clause title="二、未成年人">
          <p>
            未满十八周岁的用户应在监护人同意和指导下使用本应用，充值和购买前须取得监护人同意。监护人发现未成年人未经同意付费的，可通过「在线客服」联系我们处理。
          </p>
        </Clause>
        <Clause title="三、内容与社区规则">
          <ul>
            <li>你发布的帖子、评论、图片和视频应为你本人创作或有权发布的内容。</li>
            <li>
              不得发布违法、色情、赌博、暴力、诈骗、侵犯他人权利或骚扰他人的内容，不得冒充他人，不得发布广告和刷量信息。
            </li>
            <li>
              发布的内容经自动审核后公开；违反规则的内容会被拒绝或删除，情节严重的账号会被限制使用。
            </li>
            <li>付费帖子只对作者和购买者完整可见，请勿转载他人的付费内容。</li>
          </ul>
        </Clause>
        <Clause title="四、金币、钻石、积分与会员">
          <ul>
            <li>
              金币、钻石和会员可通过支付宝或微信支付充值，金币也可用于购买钻石和会员；钻石用于解锁付费视频、合集、付费帖子和
              AI
              创作；积分通过在线时长和任务获得，可在「积分兑换」中兑换会员天数、钻石或金币；会员可观看会员视频。
            </li>
            <li>
              以上均为应用内的虚拟权益，只能在本应用内使用，不能兑换现金，不能转让给其他账号。
            </li>
            <li>
              充值成功后不支持退款；已解锁的视频、合集和帖子可以反复观看，重复购买不会再次扣费。AI
              创作生成失败时，所扣钻石会自动退回。签到、任务、邀请和兑换码获得的奖励不能折现，也不随游客账号合并转移。
            </li>
            <li>本演示版本的收银台不收取任何真实费用。</li>
          </ul>
        </Clause>
        <Clause title="五、AI 创作">
          <p>
            AI换脸和图生视频只能使用你本人或已取得同意的照片，并需在每次生成前确认；不得用于冒充他人或制作他人的不实影像。AI
            生成的内容可能不准确，你应自行判断，不得用于违法用途。
          </p>
        </Clause>
        <Clause title="六、账号注销">
          <p>
            你可以在「我的 -
            设置」中申请注销账号。注销后将无法再登录该账号，账号中的金币、钻石、积分、会员时长和未使用的权益会一并作废且不予退还，你发布的内容和个人资料会按《隐私政策》的说明删除或匿名化处理。
          </p>
        </Clause>
        <Clause title="七、协议变更与联系">
          <p>协议有变更时会在应用内公告。如有疑问，请在「我的 - 设置 - 在线客服」联系我们。</p>
        </Clause>
      </article>
    </SubPage>
  );
}

export function PrivacyPolicyScreen() {
  return (
    <SubPage title="隐私政策">
      <article className={styles.text}>
        <p className={styles.lead}>
          我们只收集提供服务所需的信息，不出售你的个人信息。本政策说明影视社区收集哪些信息、如何使用，以及你可以如何管理它们。
        </p>
        <Clause title="一、我们收集的信息">
          <ul>
            <li>设备编号、设备和浏览器类型：用于创建游客账号、自动登录和适配播放。</li>
            <li>账号名、密码（只保存不可逆的校验值）、昵称、头像和简介。</li>
            <li>手机号：仅在你绑定或用短信登录时保存，用于登录和找回密码。</li>
            <li>观看记录和播放进度、收藏、关注、点赞、在线时长（用于任务和积分）。</li>
            <li>
              充值订单、钱包余额、购买记录、积分和会员时长。我们不保存你的银行卡或支付账号信息。
            </li>
            <li>你发布的帖子、评论、上传的图片和视频，以及你的意见反馈。</li>
            <li>AI 创作用到的照片、提示词和生成的作品，AI女友的聊天记录。</li>
            <li>访问时的网络地址：用于防刷、频率限制和排查故障。</li>
          </ul>
        </Clause>
        <Clause title="二、我们如何使用">
          <p>
            以上信息只用于登录、保存播放进度、推荐内容、结算权益、发放奖励和安全防护。AI
            创作的照片和提示词只用于生成你要求的作品。游客登录账号时，本设备的记录会合并到该账号中。
          </p>
        </Clause>
        <Clause title="三、保存在你设备上的信息">
          <p>
            登录凭据、你的设置和播放偏好保存在本设备的浏览器中；看过的图片会缓存在本设备以加快加载。你可以在「设置
            - 清除缓存」中清除图片和页面缓存，这不会退出登录，也不会改动你的设置。
          </p>
        </Clause>
        <Clause title="四、共享与披露">
          <p>
            我们不会向第三方出售或提供你的个人信息。充值时，支付由支付宝或微信支付完成，我们只接收订单是否支付成功的结果。法律法规要求时，我们会依法配合。
          </p>
        </Clause>
        <Clause title="五、你的权利">
          <p>
            你可以在「我的」中清空观看记录、删除作品和帖子、修改资料和密码、重置账号凭证，也可以在「设置→注销账号」中自行注销账号：注销后所有设备立即退出登录，头像、简介、手机号、观看记录和收藏被清除，钻石、金币余额及会员权益作废，已发布的帖子和评论显示为“已注销用户”，充值和消费记录按财务要求保留。
          </p>
        </Clause>
        <Clause title="六、未成年人">
          <p>
            我们不会主动收集未成年人的额外信息。未满十八周岁的用户应在监护人同意下使用本应用；监护人可通过「在线客服」要求查看或删除未成年人的信息。
          </p>
        </Clause>
        <Clause title="七、联系我们">
          <p>对本政策有任何疑问，请在「我的 - 设置 - 在线客服」联系我们。</p>
        </Clause>
      </article>
    </SubPage>
  );
}
