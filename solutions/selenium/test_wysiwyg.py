# Rich-text editors: select text in a contenteditable with ActionChains key presses, format it, read the HTML.
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

EDITOR = (By.CSS_SELECTOR, '[role="textbox"][aria-label="Editor"]')
BOLD = (By.XPATH, '//button[normalize-space()="Bold"]')
HTML_PANEL = (By.XPATH, '//*[@role="region"][@aria-labelledby=//h2[normalize-space()="HTML"]/@id]')
WORDS = (By.XPATH, '//p[starts-with(normalize-space(), "Words:")]')


def test_bold_wraps_the_selected_word(driver, base_url):
    driver.get(f"{base_url}/wysiwyg")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.element_to_be_clickable(EDITOR)).click()
    # Caret to the start, step over "Write ", then extend the selection over "something".
    actions = ActionChains(driver).key_down(Keys.CONTROL).send_keys(Keys.HOME).key_up(Keys.CONTROL)
    actions.send_keys(Keys.ARROW_RIGHT * len("Write "))
    actions.key_down(Keys.SHIFT).send_keys(Keys.ARROW_RIGHT * len("something")).key_up(Keys.SHIFT)
    actions.perform()
    driver.find_element(*BOLD).click()
    wait.until(EC.text_to_be_present_in_element(HTML_PANEL, "<b>something</b>"))
    assert driver.find_element(*BOLD).get_attribute("aria-pressed") == "true"


def test_replacing_the_text_updates_the_word_count(driver, base_url):
    driver.get(f"{base_url}/wysiwyg")
    wait = WebDriverWait(driver, 10)
    editor = wait.until(EC.element_to_be_clickable(EDITOR))
    editor.click()
    editor.send_keys(Keys.CONTROL, "a")
    editor.send_keys("one two")
    wait.until(EC.text_to_be_present_in_element(WORDS, "Words: 2"))
