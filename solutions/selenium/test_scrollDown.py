# Scrolling: scroll elements far below the fold into view with JavaScript, then check them.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

FRUITS = ["Pineapple", "Guarana", "Cashew", "Passion fruit", "Pitanga", "Jabuticaba"]

IN_VIEWPORT = """
const box = arguments[0].getBoundingClientRect();
return box.top >= 0 && box.bottom <= window.innerHeight;
"""


def test_scrolls_down_to_each_fruit_sentence_in_turn(driver, base_url):
    driver.get(f"{base_url}/scrollDown")
    wait = WebDriverWait(driver, 10)
    for fruit in FRUITS:
        sentence = wait.until(EC.presence_of_element_located(
            (By.XPATH, f'//p[starts-with(normalize-space(), "{fruit}:")]')))
        # Each sentence is a full screen below the last: out of sight until scrolled to.
        assert not driver.execute_script(IN_VIEWPORT, sentence)

        driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", sentence)
        wait.until(lambda d: d.execute_script(IN_VIEWPORT, sentence))

    assert sentence.text == "Jabuticaba: dark purple berries that grow right on the tree trunk."
