// The demo game centre's pages (docs/game-api.md): what an operator's game platform would serve
// behind game/login's link. One game, 2048, in plain inline script and style under a per-answer
// nonce (the CSP allows nothing else).
import { escapeHtml } from '../http/html';

// The board is as wide as the frame allows and no taller than the frame leaves under the title,
// the scores and the hint (about 250 px): the whole page fits the app's frame, the hint included,
// on a short phone too.
const STYLE = `
*{box-sizing:border-box}:root{--w:max(200px,min(92vw,360px,calc(100vh - 250px)))}
body{margin:0;min-height:100vh;background:#0f1018;color:#f2f3f7;
font:15px/1.5 system-ui,"Noto Sans CJK SC",sans-serif;display:flex;flex-direction:column;
align-items:center;padding:16px;touch-action:none;-webkit-user-select:none;user-select:none}
h1{margin:0 0 4px;font-size:20px}.who{margin:0 0 12px;color:#8b8fa3;font-size:13px}
.bar{display:flex;gap:8px;width:var(--w);margin-bottom:12px}
.box{flex:1;padding:6px 10px;border-radius:8px;background:#1c1e2e;text-align:center}
.box b{display:block;font-size:18px}button{border:0;border-radius:8px;padding:0 14px;
background:#366ce3;color:#fff;font:inherit}
#grid{display:grid;grid-template-columns:repeat(4,1fr);grid-template-rows:repeat(4,1fr);gap:8px;width:var(--w);
aspect-ratio:1;padding:8px;border-radius:12px;background:#1c1e2e}
.c{display:grid;place-items:center;border-radius:6px;background:#262942;font-weight:700;
font-size:clamp(16px,6vw,28px)}
.v2{background:#3a3f66}.v4{background:#4a4f86}.v8{background:#c2185b}.v16{background:#d84315}
.v32{background:#ef6c00}.v64{background:#f9a825;color:#15161f}.v128,.v256,.v512{background:#7cb342;
color:#15161f}.big{background:#ffc74f;color:#15161f}
#msg{min-height:24px;margin:8px 0 0;color:#ffc74f}.tip{margin:4px 0 0;color:#8b8fa3;font-size:12px}`;

const SCRIPT = `
const N=4,g=document.getElementById('grid'),sc=document.getElementById('score'),
bs=document.getElementById('best'),msg=document.getElementById('msg');
let cells,score,over;const key='g2048-best';
const best=()=>Number(localStorage.getItem(key)||0);
function add(){const e=[];cells.forEach((v,i)=>{if(!v)e.push(i)});if(!e.length)return;
cells[e[Math.floor(Math.random()*e.length)]]=Math.random()<0.9?2:4}
function draw(){g.textContent='';cells.forEach(v=>{const d=document.createElement('div');
d.className='c '+(v>512?'big':v?'v'+v:'');d.textContent=v||'';g.appendChild(d)});
sc.textContent=score;if(score>best())localStorage.setItem(key,String(score));bs.textContent=best()}
function line(r){const a=r.filter(Boolean),o=[];for(let i=0;i<a.length;i++){
if(a[i]===a[i+1]){o.push(a[i]*2);score+=a[i]*2;i++}else o.push(a[i])}
while(o.length<N)o.push(0);return o}
function move(dir){if(over)return;const before=cells.join();
for(let k=0;k<N;k++){const idx=[];for(let j=0;j<N;j++){const p=dir<2?j:N-1-j;
idx.push(dir%2===0?k*N+p:p*N+k)}const out=line(idx.map(i=>cells[i]));idx.forEach((i,n)=>cells[i]=out[n])}
if(cells.join()!==before){add();draw();if(stuck()){over=true;msg.textContent='游戏结束，点“重新开始”再来一局'}}}
function stuck(){if(cells.includes(0))return false;for(let i=0;i<N*N;i++){
if(i%N<N-1&&cells[i]===cells[i+1])return false;if(i<N*N-N&&cells[i]===cells[i+N])return false}return true}
function start(){cells=Array(N*N).fill(0);score=0;over=false;msg.textContent='';add();add();draw()}
document.getElementById('again').addEventListener('click',start);
document.addEventListener('keydown',e=>{const m={ArrowLeft:0,ArrowUp:1,ArrowRight:2,ArrowDown:3}[e.key];
if(m!==undefined){e.preventDefault();move(m)}});
let sx=0,sy=0;document.addEventListener('touchstart',e=>{sx=e.touches[0].clientX;sy=e.touches[0].clientY},{passive:true});
document.addEventListener('touchend',e=>{const dx=e.changedTouches[0].clientX-sx,dy=e.changedTouches[0].clientY-sy;
if(Math.max(Math.abs(dx),Math.abs(dy))<24)return;move(Math.abs(dx)>Math.abs(dy)?(dx<0?0:2):(dy<0?1:3))});
start();`;

function page(nonce: string, title: string, body: string, script = ''): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1">
<title>${title}</title><style nonce="${nonce}">${STYLE}</style></head><body>${body}${
    script ? `<script nonce="${nonce}">${script}</script>` : ''
  }</body></html>`;
}

/** The centre for a player: their name (escaped) and the game. */
export function renderGameCentre(nickname: string, nonce: string): string {
  const body = `<h1>游戏中心</h1><p class="who">玩家：${escapeHtml(nickname)}</p>
<div class="bar"><div class="box">得分<b id="score">0</b></div>
<div class="box">最高分<b id="best">0</b></div><button id="again" type="button">重新开始</button></div>
<div id="grid" role="grid" aria-label="2048"></div><p id="msg" role="status"></p>
<p class="tip">滑动或使用方向键移动方块，相同数字相撞合并</p>`;
  return page(nonce, '游戏中心', body, SCRIPT);
}

/** A missing, forged or expired ticket. */
export function renderTicketRefused(tip: string, nonce: string): string {
  return page(nonce, '游戏中心', `<h1>游戏中心</h1><p id="msg">${escapeHtml(tip)}</p>`);
}
