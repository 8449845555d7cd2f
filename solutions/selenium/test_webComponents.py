# Web Components: enter an open shadow root with shadow_root; reach a closed one by click or keyboard.
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def text_shown(text):
    return (By.XPATH, f'//*[@role="status"][normalize-space()="{text}"]')


def test_open_root_cart_button(driver, base_url):
    driver.get(f"{base_url}/webComponents")
    wait = WebDriverWait(driver, 10)
    card = wait.until(EC.presence_of_element_located((By.CSS_SELECTOR, "pg-product-card")))
    # The slotted title is the host's own light DOM.
    assert card.find_element(By.CSS_SELECTOR, '[slot="title"]').text == "Trail Backpack"
    # Inside the root, only CSS selectors work.
    root = card.shadow_root
    assert root.find_element(By.CSS_SELECTOR, "h3").text == "Trail Backpack"
    root.find_element(By.CSS_SELECTOR, "button").click()
    wait.until(EC.visibility_of_element_located(text_shown("Cart: Trail Backpack.")))


def test_closed_root_by_keyboard_and_click(driver, base_url):
    driver.get(f"{base_url}/webComponents")
    wait = WebDriverWait(driver, 10)
    host = wait.until(EC.presence_of_element_located((By.CSS_SELECTOR, "pg-locked-button")))
    # A closed root is invisible to page scripts.
    assert driver.execute_script("return arguments[0].shadowRoot;", host) is None

    # Focus "Add to cart" (in the open root), then Tab lands on the hidden button: the host has focus.
    add = driver.find_element(By.CSS_SELECTOR, "pg-product-card").shadow_root.find_element(
        By.CSS_SELECTOR, "button")
    driver.execute_script("arguments[0].focus();", add)
    ActionChains(driver).send_keys(Keys.TAB).perform()
    assert driver.switch_to.active_element == host
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    wait.until(EC.visibility_of_element_located(text_shown("Hidden button presses: 1.")))

    # The host covers exactly its button: a click on the host presses it.
    host.click()
    wait.until(EC.visibility_of_element_located(text_shown("Hidden button presses: 2.")))


def test_rating_joins_the_form(driver, base_url):
    driver.get(f"{base_url}/webComponents")
    wait = WebDriverWait(driver, 10)
    title = wait.until(EC.element_to_be_clickable((By.NAME, "title")))
    title.send_keys("Sturdy")
    rating = driver.find_element(By.CSS_SELECTOR, "pg-star-rating")
    star = rating.shadow_root.find_element(By.CSS_SELECTOR, "[data-value='4']")
    # ChromeDriver's click left this star below the window's edge (its host was in view already):
    # bring it to the middle of the window first.
    driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", star)
    star.click()
    assert rating.get_property("value") == "4"
    driver.find_element(By.XPATH, '//button[normalize-space()="Submit review"]').click()

    submitted = '{"title":"Sturdy","rating":"4","comment":""}'
    wait.until(EC.visibility_of_element_located(
        (By.XPATH, f"//*[@role='status'][normalize-space()='{submitted}']")))
